import { AccessMode, AccessStatus, CodeStatus, RestrictionVisit } from '../../contract/enums';

export type AccessFacts = {
  blacklisted: boolean;
  code: {
    removed: boolean;
    status: number;
    accessMode: number;
    restrictionVisit: number;
  } | null;
  owner: { disabled: boolean; membershipExpired: boolean } | null;
  /** An administrator suspended the code, its owner or its entry domain. */
  suspended?: boolean;
  visitor: { inWeChat: boolean; scanned: boolean };
};

export type AccessOutcome =
  | { status: typeof AccessStatus.served }
  | { status: Exclude<(typeof AccessStatus)[keyof typeof AccessStatus], 1>; page: AccessPage };

/** The page a refused visitor sees. */
export type AccessPage =
  | 'blocked'
  | 'not_found'
  | 'suspended'
  | 'closed'
  | 'expired'
  | 'wechat_only'
  | 'scan_only';

/**
 * The access rules of SPEC §4, in order: blacklist, removed or owner disabled, suspended, closed,
 * membership expired, WeChat-only, scan-only. The first that applies decides.
 */
export function resolveAccess(facts: AccessFacts): AccessOutcome {
  const { code, owner, visitor } = facts;
  if (facts.blacklisted) return { status: AccessStatus.blacklisted, page: 'blocked' };
  if (!code || code.removed || !owner || owner.disabled)
    return { status: AccessStatus.not_found, page: 'not_found' };
  if (facts.suspended) return { status: AccessStatus.suspended, page: 'suspended' };
  if (code.status === CodeStatus.closed) return { status: AccessStatus.closed, page: 'closed' };
  if (owner.membershipExpired) return { status: AccessStatus.expired, page: 'expired' };
  if (code.restrictionVisit === RestrictionVisit.wechat_only && !visitor.inWeChat) {
    return { status: AccessStatus.restricted, page: 'wechat_only' };
  }
  if (code.accessMode === AccessMode.scan_only && !visitor.scanned) {
    return { status: AccessStatus.restricted, page: 'scan_only' };
  }
  return { status: AccessStatus.served };
}

/** WeChat's in-app browser names itself in the user agent. */
export function isWeChat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent);
}
