import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../contract/enums';
import { intlFor } from '../../../src/core/i18n/intl';
import { depositRemark } from '../../../src/panels/usdt_transaction_record/deposit-remark';

describe('a deposit remark', () => {
  it('is nothing when empty or blank', () => {
    expect(depositRemark('')).toEqual({ kind: 'none' });
    expect(depositRemark('  ')).toEqual({ kind: 'none' });
  });

  it('names its code’s catalogue key and keeps the detail after the first colon', () => {
    expect(depositRemark('lookalike_token:TXyzFakeUsdt1')).toEqual({
      kind: 'known',
      code: 'lookalike_token',
      key: 'usdt_transaction_record.remark.lookalike_token',
      detail: 'TXyzFakeUsdt1',
    });
    expect(depositRemark('credited_by_hand:12')).toMatchObject({ code: 'credited_by_hand', detail: '12' });
  });

  it('keeps colons inside the detail', () => {
    expect(depositRemark('receipt:OUT_OF_ENERGY:extra')).toMatchObject({
      code: 'receipt',
      detail: 'OUT_OF_ENERGY:extra',
    });
  });

  it('reads a code without a detail', () => {
    expect(depositRemark('paid_late')).toMatchObject({ kind: 'known', code: 'paid_late', detail: '' });
    expect(depositRemark('no_transfer_to_wallet')).toMatchObject({ code: 'no_transfer_to_wallet' });
  });

  it('shows a code it does not know as it came, rather than hiding it', () => {
    expect(depositRemark('swept:TCollection')).toEqual({ kind: 'raw', text: 'swept:TCollection' });
    expect(depositRemark('链上已确认，手动处理')).toEqual({ kind: 'raw', text: '链上已确认，手动处理' });
  });

  it('does not take an inherited property name for a code', () => {
    expect(depositRemark('constructor:x')).toEqual({ kind: 'raw', text: 'constructor:x' });
    expect(depositRemark('toString')).toEqual({ kind: 'raw', text: 'toString' });
  });

  it.each(LOCALES)('words every code with its detail in %s', (locale) => {
    const intl = intlFor(locale);
    for (const remark of [
      'lookalike_token:TXyz',
      'not_a_transfer:Approval',
      'not_to_wallet:TOther',
      'malformed_amount:-5',
      'zero_amount',
      'receipt:REVERT',
      'no_transfer_to_wallet',
      'log_mismatch',
      'paid_late',
      'credited_by_hand:12',
      'spent_by_withdrawal:7',
      'spent_by_sweep:3',
    ]) {
      const parsed = depositRemark(remark);
      if (parsed.kind !== 'known') throw new Error(`${remark} is not a known code`);
      const text = intl.formatMessage({ id: parsed.key }, { detail: parsed.detail });
      expect(text).not.toContain('usdt_transaction_record.');
      if (parsed.detail) expect(text).toContain(parsed.detail);
    }
  });
});
