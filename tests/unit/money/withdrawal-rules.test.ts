import { describe, expect, it } from 'vitest';
import { WithdrawalStatus } from '../../../contract/enums';
import {
  type ReviewAction,
  reviewWithdrawal,
  type WithdrawalStatusValue,
  withdrawalAmountProblem,
} from '../../../server/agents/withdrawal-rules';

describe('reviewing a withdrawal', () => {
  const { pending_review, approved, rejected } = WithdrawalStatus;
  it.each([
    [pending_review, 'approve', { next: approved }],
    [pending_review, 'reject', { next: rejected }],
    [approved, 'approve', { refusal: 'withdrawal.not_pending' }],
    [approved, 'reject', { refusal: 'withdrawal.not_pending' }],
    [rejected, 'approve', { refusal: 'withdrawal.not_pending' }],
    [rejected, 'reject', { refusal: 'withdrawal.not_pending' }],
  ] as [WithdrawalStatusValue, ReviewAction, object][])('from %i, %s gives %o', (status, action, result) => {
    expect(reviewWithdrawal(status, action)).toEqual(result);
  });
});

describe('the amount of a withdrawal', () => {
  const config = { min_withdrawal: '10', withdrawal_fee: '1' };
  it('is at least the minimum and more than the fee', () => {
    expect(withdrawalAmountProblem('10', config)).toBeNull();
    expect(withdrawalAmountProblem('9.999999', config)).toBe('withdrawal.below_minimum');
    expect(withdrawalAmountProblem('0.5', { min_withdrawal: '0.1', withdrawal_fee: '0.5' })).toBe(
      'withdrawal.not_above_fee',
    );
  });
});
