const DAY_MS = 86_400_000;

/** Where a customer's VIP membership stands. */
export type Membership =
  | { kind: 'none' }
  | { kind: 'expired'; expiredAt: string }
  | { kind: 'active'; expiresAt: string; daysLeft: number };

/**
 * The membership of an expiry time (null: never a member). Days left count started days, so a
 * membership ending this evening still has 1 day left rather than 0.
 */
export function membershipOf(expireTime: string | null, now: Date): Membership {
  if (!expireTime) return { kind: 'none' };
  const left = Date.parse(expireTime) - now.getTime();
  if (Number.isNaN(left)) return { kind: 'none' };
  if (left <= 0) return { kind: 'expired', expiredAt: expireTime };
  return { kind: 'active', expiresAt: expireTime, daysLeft: Math.ceil(left / DAY_MS) };
}
