import { describe, expect, it } from 'vitest';
import { WithdrawalStatus } from '../../../contract/enums';
import { ratioPercent } from '../../../src/features/agents/ratio';
import { withdrawalReceives } from '../../../src/features/money/money-rules';
import { WITHDRAWAL_STATUS_OPTIONS } from '../../../src/features/money/money-tags';
import {
  actingWithdrawalResource,
  type WithdrawalRow,
} from '../../../src/features/money/withdrawal-resource';

describe('what an agent receives of a withdrawal', () => {
  it.each([
    ['100', '1.5', '98.5'],
    ['0.3', '0.1', '0.2'],
    ['80.123456', '1.5', '78.623456'],
    ['1.5', '1.5', '0'],
    ['99999999999999.999999', '0.000001', '99999999999999.999998'],
  ])('%s less a fee of %s is %s, digit for digit', (amount, fee, receives) => {
    expect(withdrawalReceives({ amount, fee })).toBe(receives);
  });
});

describe('the withdrawal pages', () => {
  it('offer every status as a filter, in order', () => {
    expect(WITHDRAWAL_STATUS_OPTIONS.map((option) => option.value)).toEqual([
      WithdrawalStatus.pending_review,
      WithdrawalStatus.approved,
      WithdrawalStatus.rejected,
    ]);
  });

  it('open the review queue on the pending requests', () => {
    expect(actingWithdrawalResource.initialFilters).toEqual({ status: WithdrawalStatus.pending_review });
  });

  it('offer approve and reject on pending requests only', () => {
    const row = (status: number) => ({ status }) as WithdrawalRow;
    const forms = actingWithdrawalResource.rowForms ?? [];
    expect(forms.map((form) => form.call)).toEqual([
      'acting_withdrawal_list/approve',
      'acting_withdrawal_list/reject',
    ]);
    for (const form of forms) {
      expect(form.available?.(row(WithdrawalStatus.pending_review))).toBe(true);
      expect(form.available?.(row(WithdrawalStatus.approved))).toBe(false);
      expect(form.available?.(row(WithdrawalStatus.rejected))).toBe(false);
    }
  });
});

describe('a share ratio as a percentage', () => {
  it.each([
    ['0.1000', '10%'],
    ['0.1', '10%'],
    ['0.3333', '33.33%'],
    ['0.05', '5%'],
    ['0.005', '0.5%'],
    ['0', '0%'],
    ['0.0000', '0%'],
    ['1', '100%'],
    ['1.25', '125%'],
    ['0.123456', '12.3456%'],
    ['.5', '50%'],
  ])('%s reads %s', (ratio, percent) => {
    expect(ratioPercent(ratio)).toBe(percent);
  });
});
