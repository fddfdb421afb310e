import { WithdrawalStatus } from '../../contract/enums';
import { compareMoney } from '../money/decimal';

export type WithdrawalStatusValue = (typeof WithdrawalStatus)[keyof typeof WithdrawalStatus];
export type ReviewAction = 'approve' | 'reject';

/**
 * A withdrawal's review: only a pending one moves, once — to approved or to rejected. Approving
 * twice, or rejecting an approved one (which would pay the agent back money already sent), is
 * refused.
 */
export function reviewWithdrawal(
  status: WithdrawalStatusValue,
  action: ReviewAction,
): { next: WithdrawalStatusValue } | { refusal: 'withdrawal.not_pending' } {
  if (status !== WithdrawalStatus.pending_review) return { refusal: 'withdrawal.not_pending' };
  return { next: action === 'approve' ? WithdrawalStatus.approved : WithdrawalStatus.rejected };
}

/** Why an amount cannot be asked for, or null: at least the minimum, and more than the fee kept. */
export function withdrawalAmountProblem(
  amount: string,
  config: { min_withdrawal: string; withdrawal_fee: string },
): 'withdrawal.below_minimum' | 'withdrawal.not_above_fee' | null {
  if (compareMoney(amount, config.min_withdrawal) < 0) return 'withdrawal.below_minimum';
  if (compareMoney(amount, config.withdrawal_fee) <= 0) return 'withdrawal.not_above_fee';
  return null;
}
