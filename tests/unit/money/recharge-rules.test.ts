import { describe, expect, it } from 'vitest';
import { OrderStatus } from '../../../contract/enums';
import {
  confirmationMinutes,
  countdownText,
  orderPhase,
  quickAmounts,
  rechargeAmountProblem,
  remainingMs,
  shownStatus,
} from '../../../src/panels/balance_recharge/recharge-rules';
import { checkPayConfig } from '../../../src/panels/pay_config/pay-config-rules';

const bounds = { min_recharge: '10', max_recharge: '50000' };

describe('rechargeAmountProblem', () => {
  it('accepts amounts within the bounds, the bounds included', () => {
    for (const amount of ['10', '10.000000', '99.5', ' 200 ', '50000', '49999.999999']) {
      expect(rechargeAmountProblem(amount, bounds), amount).toBeNull();
    }
  });

  it('names what is wrong with the text first', () => {
    expect(rechargeAmountProblem('', bounds)).toEqual({ key: 'money.format' });
    expect(rechargeAmountProblem('12,5', bounds)).toEqual({ key: 'money.format' });
    expect(rechargeAmountProblem('1e3', bounds)).toEqual({ key: 'money.format' });
    expect(rechargeAmountProblem('12.1234567', bounds)).toEqual({ key: 'money.too_many_decimals' });
    expect(rechargeAmountProblem('0', bounds)).toEqual({ key: 'money.positive' });
    expect(rechargeAmountProblem('-20', bounds)).toEqual({ key: 'money.positive' });
  });

  it('then the bound it breaks, compared as decimals', () => {
    expect(rechargeAmountProblem('9.999999', bounds)).toEqual({
      key: 'money.below_minimum',
      values: { min: '10' },
    });
    expect(rechargeAmountProblem('50000.000001', bounds)).toEqual({
      key: 'money.above_ceiling',
      values: { max: '50000' },
    });
  });
});

describe('quickAmounts', () => {
  it('offers the round amounts one order may take', () => {
    expect(quickAmounts(bounds)).toEqual(['10', '50', '100', '200', '500']);
    expect(quickAmounts({ min_recharge: '100', max_recharge: '1000' })).toEqual([
      '100',
      '200',
      '500',
      '1000',
    ]);
  });

  it('falls back to the minimum when no round amount fits', () => {
    expect(quickAmounts({ min_recharge: '12.5', max_recharge: '40' })).toEqual(['12.5']);
  });
});

describe('countdown', () => {
  const now = Date.parse('2026-11-20T08:00:00.000Z');

  it('counts the time left, never below zero', () => {
    expect(remainingMs('2026-11-20T08:30:00.000Z', now)).toBe(1_800_000);
    expect(remainingMs('2026-11-20T07:59:00.000Z', now)).toBe(0);
  });

  it('reads as mm:ss, and h:mm:ss from an hour on', () => {
    expect(countdownText(1_800_000)).toBe('30:00');
    expect(countdownText(61_000)).toBe('01:01');
    expect(countdownText(5_000)).toBe('00:05');
    expect(countdownText(3_600_000)).toBe('1:00:00');
    expect(countdownText(86_400_000)).toBe('24:00:00');
  });

  it('rounds seconds up, so 00:00 means expired', () => {
    expect(countdownText(200)).toBe('00:01');
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(-5_000)).toBe('00:00');
  });
});

describe('shownStatus', () => {
  const now = Date.parse('2026-11-20T08:00:00.000Z');

  it('shows a pending order past its expiry as expired', () => {
    const order = { status: OrderStatus.pending_payment, expire_time: '2026-11-20T07:59:59.000Z' };
    expect(shownStatus(order, now)).toBe(OrderStatus.expired);
    expect(shownStatus({ ...order, expire_time: '2026-11-20T08:00:01.000Z' }, now)).toBe(
      OrderStatus.pending_payment,
    );
  });

  it('leaves paid and expired orders as they are', () => {
    const past = '2026-11-19T08:00:00.000Z';
    expect(shownStatus({ status: OrderStatus.paid, expire_time: past }, now)).toBe(OrderStatus.paid);
    expect(shownStatus({ status: OrderStatus.expired, expire_time: null }, now)).toBe(OrderStatus.expired);
  });
});

describe('checkPayConfig', () => {
  const withdrawal = { min_withdrawal: '10', withdrawal_fee: '1', second_level_ratio: '0' };

  it('accepts bounds in order', () => {
    expect(checkPayConfig({ ...withdrawal, min_recharge: '10', max_recharge: '100000' })).toEqual({});
    expect(checkPayConfig({ ...withdrawal, min_recharge: '10', max_recharge: '10.0' })).toEqual({});
    expect(
      checkPayConfig({
        ...withdrawal,
        min_withdrawal: '5',
        withdrawal_fee: '0',
        min_recharge: '1',
        max_recharge: '2',
      }),
    ).toEqual({});
  });

  it('refuses a minimum above the maximum, compared as decimals', () => {
    expect(checkPayConfig({ ...withdrawal, min_recharge: '100.000001', max_recharge: '100' })).toEqual({
      min_recharge: 'pay_config.min_above_max',
    });
    // As text '9' sorts after '10'; as amounts it does not.
    expect(checkPayConfig({ ...withdrawal, min_recharge: '9', max_recharge: '10' })).toEqual({});
  });

  it('names a malformed bound instead', () => {
    expect(
      checkPayConfig({
        min_recharge: 'ten',
        max_recharge: '0',
        min_withdrawal: '0',
        withdrawal_fee: '-1',
        second_level_ratio: '-0.1',
      }),
    ).toEqual({
      min_recharge: 'money.format',
      max_recharge: 'money.positive',
      min_withdrawal: 'money.positive',
      withdrawal_fee: 'money.not_negative',
      second_level_ratio: 'rule.share_ratio',
    });
  });
});

describe('orderPhase', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  const open = '2026-03-01T10:20:00Z';
  const over = '2026-03-01T09:59:59Z';

  it('waits for payment until the order runs out, then reads expired', () => {
    expect(orderPhase({ expireTime: open, seen: false, paid: false }, now)).toBe('awaiting_payment');
    expect(orderPhase({ expireTime: over, seen: false, paid: false }, now)).toBe('expired');
  });

  it('confirms a transfer seen for it, even once its time has run out', () => {
    expect(orderPhase({ expireTime: open, seen: true, paid: false }, now)).toBe('confirming');
    expect(orderPhase({ expireTime: over, seen: true, paid: false }, now)).toBe('confirming');
  });

  it('reads paid once credited, whatever else it heard', () => {
    expect(orderPhase({ expireTime: over, seen: true, paid: true }, now)).toBe('paid');
    expect(orderPhase({ expireTime: open, seen: false, paid: true }, now)).toBe('paid');
  });
});

describe('confirmationMinutes', () => {
  it('rounds the blocks’ time up to whole minutes, at least one', () => {
    expect(confirmationMinutes(1)).toBe(1);
    expect(confirmationMinutes(19)).toBe(1);
    expect(confirmationMinutes(21)).toBe(2);
    expect(confirmationMinutes(100)).toBe(5);
  });
});
