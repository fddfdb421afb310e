import type { MembershipPackage, MembershipState } from '../../contract/membership';

/**
 * Whether a membership's end has come: at the instant itself the codes already stop answering.
 * No end date never ends. The redirect's hot path asks this with epoch milliseconds, the pages
 * through `membershipState`; both share this one comparison.
 */
export function hasEnded(expireMs: number | null, nowMs: number): boolean {
  return expireMs !== null && expireMs <= nowMs;
}

/**
 * The one membership state every page shows, from the account's recorded package (null when it
 * has none, or the package was deleted), its expiry and the time. An expiry cleared by an
 * administrator means no membership: the package's limits need an end ahead, so a package left
 * on the account without one grants nothing and is not named.
 */
export function membershipState(
  membershipPackage: MembershipPackage | null,
  expireTime: Date | null,
  now: Date,
): MembershipState {
  if (expireTime === null) return { state: 'none' };
  const iso = expireTime.toISOString();
  return hasEnded(expireTime.getTime(), now.getTime())
    ? { state: 'expired', at: iso, package: membershipPackage }
    : { state: 'active', until: iso, package: membershipPackage };
}

/** A package as a membership names it, from a left join that found none (both null) or one. */
export function membershipPackageOf(id: number | null, name: unknown): MembershipPackage | null {
  return id === null ? null : { id, name: name as MembershipPackage['name'] };
}
