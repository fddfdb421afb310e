import { Disabled } from '../../contract/enums';
import { compareMoney, multiplyMoney } from '../money/decimal';

/** The buyer's superior as the share needs them. */
export type Superior = { id: number; shareRatio: string; disabled: number };

/**
 * An agent's share of a purchase: the price × the agent's ratio, cut down to six decimals — never
 * rounded up, so the platform never pays out a fraction it did not receive. None without a
 * superior, for a disabled one, for a ratio of 0, or when the share cuts down to nothing.
 */
export function shareOfPurchase(price: string, superior: Superior | null): string | null {
  if (!superior || superior.disabled === Disabled.yes) return null;
  if (compareMoney(superior.shareRatio, '0') <= 0) return null;
  const share = multiplyMoney(price, superior.shareRatio);
  return compareMoney(share, '0') > 0 ? share : null;
}
