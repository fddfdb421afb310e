import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../contract/enums';
import { intlFor } from '../../../src/core/i18n/intl';
import { catalogues } from '../../../src/i18n/catalogues';
import { SWEEP_REMARK_CODES, sweepRemark } from '../../../src/panels/tron_transaction_summary/sweep-remark';

/** Every remark the sweeper writes (`server/tron/sweeps.ts`, `server/tron/sweep-rules.ts`), with a detail where it gives one. */
const WRITTEN = [
  'gas_refused:BANDWIDTH_ERROR',
  'sweep_refused:CONTRACT_VALIDATE_ERROR',
  'gas:FAILED',
  'sweep:OUT_OF_ENERGY',
  'expired_unconfirmed',
  'not_on_chain:0.5',
  'landed_late',
  'tx_hash_spent:withdrawal:7',
];

describe('a sweep remark', () => {
  it('is nothing when empty or blank', () => {
    expect(sweepRemark('')).toEqual({ kind: 'none' });
    expect(sweepRemark('   ')).toEqual({ kind: 'none' });
  });

  it('names its code’s catalogue key and keeps the receipt or node code as the detail', () => {
    expect(sweepRemark('sweep:OUT_OF_ENERGY')).toEqual({
      kind: 'known',
      code: 'sweep',
      key: 'tron_transaction_summary.remark.sweep',
      detail: 'OUT_OF_ENERGY',
    });
    expect(sweepRemark('not_on_chain:12.000001')).toMatchObject({
      code: 'not_on_chain',
      detail: '12.000001',
    });
    expect(sweepRemark('landed_late')).toMatchObject({ kind: 'known', code: 'landed_late', detail: '' });
  });

  it('keeps colons inside the detail', () => {
    expect(sweepRemark('gas_refused:SIGERROR:bad sig')).toMatchObject({
      code: 'gas_refused',
      detail: 'SIGERROR:bad sig',
    });
  });

  it('shows a code it does not know as it came, and no inherited property name is a code', () => {
    expect(sweepRemark('paused_by_admin:3')).toEqual({ kind: 'raw', text: 'paused_by_admin:3' });
    expect(sweepRemark('hasOwnProperty')).toEqual({ kind: 'raw', text: 'hasOwnProperty' });
  });

  it('knows every code the sweeper writes', () => {
    expect(WRITTEN.map((remark) => sweepRemark(remark).kind)).toEqual(WRITTEN.map(() => 'known'));
    expect(new Set(WRITTEN.map((remark) => remark.split(':')[0]))).toEqual(new Set(SWEEP_REMARK_CODES));
  });

  it.each(LOCALES)('has every code in the %s catalogue', (locale) => {
    for (const code of SWEEP_REMARK_CODES) {
      expect(catalogues[locale][`tron_transaction_summary.remark.${code}`], `${locale} ${code}`).toBeTruthy();
    }
  });

  it.each(LOCALES)('words every remark with its detail in %s', (locale) => {
    const intl = intlFor(locale);
    for (const remark of WRITTEN) {
      const parsed = sweepRemark(remark);
      if (parsed.kind !== 'known') throw new Error(`${remark} is not a known code`);
      const text = intl.formatMessage({ id: parsed.key }, { detail: parsed.detail });
      expect(text).not.toContain('tron_transaction_summary.');
      if (parsed.detail) expect(text).toContain(parsed.detail);
    }
  });
});
