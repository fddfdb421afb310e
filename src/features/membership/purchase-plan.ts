import type { CallOutput } from '../../../contract/calls';
import type { LocalizedName } from '../money/money-format';
import { subtractMoney } from '../money/money-rules';
import { compareDecimal } from './decimal-compare';

/** The caller's membership as `buy_vip_combo/inquire` answers it. */
export type Membership = CallOutput<'buy_vip_combo/inquire'>['membership'];
/** A package on sale. */
export type Combo = CallOutput<'buy_vip_combo/inquire'>['packages'][number];

const DAY_MS = 86_400_000;

/**
 * What buying a package does to the membership, said before paying: the same package while it
 * runs is extended from its end; anything else starts now, and a running other package is
 * replaced without carrying its remaining time over.
 */
export type PurchasePlan =
  | { kind: 'extends'; from: string; until: string }
  | { kind: 'starts'; until: string; replaces: LocalizedName | null };

const addDays = (from: number, days: number) => new Date(from + days * DAY_MS).toISOString();

/**
 * The package whose limits apply now, with its end: the server's `active` state with a package,
 * and an end still ahead by this clock (a page left open past the end shows it ended).
 */
export function runningPackage(
  membership: Membership,
  now: Date,
): { id: number; name: LocalizedName; until: string } | null {
  const { state } = membership;
  if (state.state !== 'active' || state.package === null) return null;
  if (Date.parse(state.until) <= now.getTime()) return null;
  return { ...state.package, until: state.until };
}

export function purchasePlan(
  membership: Membership,
  combo: Pick<Combo, 'id' | 'days'>,
  now: Date,
): PurchasePlan {
  const running = runningPackage(membership, now);
  if (running && running.id === combo.id) {
    return { kind: 'extends', from: running.until, until: addDays(Date.parse(running.until), combo.days) };
  }
  return { kind: 'starts', until: addDays(now.getTime(), combo.days), replaces: running?.name ?? null };
}

/** What a price does to the balance: what is left, or how much is missing. */
export type PurchaseCost =
  | { affordable: true; balanceAfter: string }
  | { affordable: false; shortBy: string };

export function purchaseCost(balance: string, price: string): PurchaseCost {
  return compareDecimal(balance, price) >= 0
    ? { affordable: true, balanceAfter: subtractMoney(balance, price) }
    : { affordable: false, shortBy: subtractMoney(price, balance) };
}
