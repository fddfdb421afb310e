import { Disabled } from '../../contract/enums';
import { compareMoney, multiplyMoney, subtractMoney } from '../money/decimal';

/** An agent above the buyer as the share needs them. */
export type Superior = { id: number; shareRatio: string; disabled: number };

/** One agent's part of a purchase: level 1 is the buyer's superior, level 2 the superior's superior. */
export type AgentShare = { agentId: number; level: 1 | 2; ratio: string; amount: string };

/** An agent who earns shares: not disabled, with a ratio above 0. */
function isEarningAgent(agent: Superior | null): agent is Superior {
  return agent !== null && agent.disabled !== Disabled.yes && compareMoney(agent.shareRatio, '0') > 0;
}

/** The price × the ratio, cut down to six decimals — never rounded up; none when it cuts to nothing. */
function positiveShare(price: string, ratio: string): string | null {
  if (compareMoney(ratio, '0') <= 0) return null;
  const share = multiplyMoney(price, ratio);
  return compareMoney(share, '0') > 0 ? share : null;
}

/**
 * An agent's share of a purchase at their own ratio, cut down to six decimals — never rounded up,
 * so the platform never pays out a fraction it did not receive. None without a superior, for a disabled one, for a ratio of 0, or when the
 * share cuts down to nothing.
 */
export function shareOfPurchase(price: string, superior: Superior | null): string | null {
  return isEarningAgent(superior) ? positiveShare(price, superior.shareRatio) : null;
}

/**
 * Every share a purchase pays. The first level is the buyer's superior at their own ratio. The
 * second level exists only when the payment settings give it a ratio above 0: the superior's own
 * superior, if they are an agent themselves (a ratio above 0) and not disabled, earns
 * `price × second ratio` — cut, if need be, to what the first share left of the price, so the
 * shares of one purchase never add up to more than was paid. The second level is paid even when
 * the first earns nothing (a disabled superior or one with ratio 0).
 */
export function sharesOfPurchase(
  price: string,
  chain: { superior: Superior | null; upper: Superior | null },
  secondLevelRatio: string,
): AgentShare[] {
  const shares: AgentShare[] = [];
  const first = shareOfPurchase(price, chain.superior);
  if (first !== null && chain.superior) {
    shares.push({ agentId: chain.superior.id, level: 1, ratio: chain.superior.shareRatio, amount: first });
  }
  const wanted = isEarningAgent(chain.upper) ? positiveShare(price, secondLevelRatio) : null;
  if (wanted === null || !chain.upper) return shares;
  const left = subtractMoney(price, first ?? '0');
  const second = compareMoney(wanted, left) > 0 ? left : wanted;
  if (compareMoney(second, '0') > 0) {
    shares.push({ agentId: chain.upper.id, level: 2, ratio: secondLevelRatio, amount: second });
  }
  return shares;
}
