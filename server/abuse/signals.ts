import { isIPv4, isIPv6 } from 'node:net';
import type { AbuseSignal } from '../../contract/areas/abuse-report';

/**
 * The rules behind the flags on the abuse report queue. They only point an administrator at
 * something worth a look — nothing is ever suspended on them (SPEC §0) — so each one errs on the
 * side of saying nothing when there is too little to go on.
 */
export const SIGNAL_RULES = {
  /** Days of rollups the bot share is measured over. */
  botDays: 7,
  botShare: 0.8,
  /** Below this many visits a high bot share is just a crawler or two. */
  botMinVisits: 50,
  /** How many of the code's latest detailed visits the address ranges are read from. */
  rangeSample: 200,
  rangeShare: 0.8,
  rangeMinVisits: 20,
  /** Owner edits of a code's destinations within a day. */
  changesPerDay: 10,
  newAccountDays: 7,
  newAccountCodes: 50,
} as const;

const DAY_MS = 86_400_000;

/** Everything the rules read about one reported code and its owner. */
export type SignalFacts = {
  /** Served visits and bot visits over the last `botDays`, from the daily rollups. */
  visits: number;
  bots: number;
  /** Addresses of the code's latest detailed visits. */
  recentIps: readonly string[];
  /** Edits of the code's destinations in the last 24 hours. */
  changesLastDay: number;
  ownerCreatedAt: Date;
  ownerCodes: number;
};

export function mostlyBots(visits: number, bots: number): boolean {
  return visits >= SIGNAL_RULES.botMinVisits && bots / visits >= SIGNAL_RULES.botShare;
}

/**
 * The network an address belongs to for the "one range" rule: its /24 for IPv4 (an IPv4-mapped
 * IPv6 address counts as IPv4), its /48 for IPv6 — about what one customer or one host provider
 * holds. Anything else is its own range.
 */
export function addressRange(ip: string): string {
  const mapped = ip.toLowerCase().startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIPv4(mapped)) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(ip)) return `${expandIPv6(ip).slice(0, 3).join(':')}::/48`;
  return ip;
}

/** The eight groups of an IPv6 address, `::` filled in (any zone id dropped). */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%')[0]?.split('::') ?? [''];
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}

export function oneAddressRange(ips: readonly string[]): boolean {
  if (ips.length < SIGNAL_RULES.rangeMinVisits) return false;
  const counts = new Map<string, number>();
  for (const ip of ips) {
    const range = addressRange(ip);
    counts.set(range, (counts.get(range) ?? 0) + 1);
  }
  return Math.max(...counts.values()) / ips.length >= SIGNAL_RULES.rangeShare;
}

export function frequentChanges(changesLastDay: number): boolean {
  return changesLastDay >= SIGNAL_RULES.changesPerDay;
}

export function newAccountBurst(ownerCreatedAt: Date, ownerCodes: number, now: Date): boolean {
  return (
    now.getTime() - ownerCreatedAt.getTime() < SIGNAL_RULES.newAccountDays * DAY_MS &&
    ownerCodes >= SIGNAL_RULES.newAccountCodes
  );
}

/** The flags of one reported code, in the order the console shows them. */
export function signalsOf(facts: SignalFacts, now: Date): AbuseSignal[] {
  const signals: AbuseSignal[] = [];
  if (mostlyBots(facts.visits, facts.bots)) signals.push('mostly_bots');
  if (oneAddressRange(facts.recentIps)) signals.push('one_address_range');
  if (frequentChanges(facts.changesLastDay)) signals.push('frequent_changes');
  if (newAccountBurst(facts.ownerCreatedAt, facts.ownerCodes, now)) signals.push('new_account_burst');
  return signals;
}
