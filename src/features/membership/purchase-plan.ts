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

/** Whether the membership's package runs now (the server's `active`, with an end still ahead). */
export function isRunning(membership: Membership, now: Date): boolean {
  if (!membership.active || membership.combo_id === null || !membership.expire_time) return false;
  return Date.parse(membership.expire_time) > now.getTime();
}

export function purchasePlan(
  membership: Membership,
  combo: Pick<Combo, 'id' | 'days'>,
  now: Date,
): PurchasePlan {
  const running = isRunning(membership, now);
  if (running && membership.combo_id === combo.id && membership.expire_time) {
    return {
      kind: 'extends',
      from: membership.expire_time,
      until: addDays(Date.parse(membership.expire_time), combo.days),
    };
  }
  return {
    kind: 'starts',
    until: addDays(now.getTime(), combo.days),
    replaces: running ? membership.combo_name : null,
  };
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
