import { describe, expect, it } from 'vitest';
import { SweepStage } from '../../../contract/enums';
import {
  canRetry,
  driftState,
  gasWalletLow,
  hasSweepUnderWay,
  isUnderWay,
  type SweepRow,
} from '../../../src/panels/tron_transaction_summary/sweep-rules';

const sweep = (stage: SweepRow['stage']): SweepRow => ({
  id: 1,
  wallet_id: 301,
  account: 'sunmall_sh',
  from: 'TFrom',
  to: 'TCollection',
  amount: '300',
  stage,
  status: null,
  tx_hash: '',
  gas_tx_hash: '',
  trx_spent: '0',
  remark: '',
  create_time: '2026-11-27T08:00:00.000Z',
  update_time: '2026-11-27T08:00:00.000Z',
});

describe('the drift between the chain and the ledger', () => {
  it('is balanced at zero, however it is written', () => {
    expect(driftState('0')).toBe('balanced');
    expect(driftState('0.000000')).toBe('balanced');
    expect(driftState('-0')).toBe('balanced');
  });

  it('is USDT not credited yet above zero, and missing funds below, to the last decimal', () => {
    expect(driftState('200.000412')).toBe('uncredited');
    expect(driftState('0.000001')).toBe('uncredited');
    expect(driftState('-300')).toBe('missing');
    expect(driftState('-0.000001')).toBe('missing');
  });
});

describe('the gas wallet', () => {
  it('runs low below 20 TRX, compared digit for digit', () => {
    expect(gasWalletLow('3.2')).toBe(true);
    expect(gasWalletLow('19.999999')).toBe(true);
    expect(gasWalletLow('20')).toBe(false);
    expect(gasWalletLow('20.000000')).toBe(false);
    expect(gasWalletLow('182.35')).toBe(false);
  });
});

describe('sweeps under way', () => {
  const { needs_gas, gas_sent, sweeping, swept, failed } = SweepStage;

  it('are the three steps before swept or failed', () => {
    expect([needs_gas, gas_sent, sweeping, swept, failed].map(isUnderWay)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('keep the list refreshing while one is on the page', () => {
    expect(hasSweepUnderWay([sweep(swept), sweep(gas_sent)])).toBe(true);
    expect(hasSweepUnderWay([sweep(swept), sweep(failed)])).toBe(false);
    expect(hasSweepUnderWay([])).toBe(false);
  });

  it('offer a retry only once failed', () => {
    expect([needs_gas, gas_sent, sweeping, swept, failed].map((stage) => canRetry(sweep(stage)))).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});
