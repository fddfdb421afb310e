import { describe, expect, it } from 'vitest';
import { SweepStage } from '../../../contract/enums';
import {
  afterTransaction,
  BANDWIDTH_RESERVE_SUN,
  FEE_LIMIT_CAP_SUN,
  gasPlan,
  isActive,
  type SweepStageValue,
  sweepUnits,
  type TxObservation,
} from '../../../server/tron/sweep-rules';

const done = (result: string): TxObservation => ({
  kind: 'done',
  outcome: { found: true, blockNumber: 1, result, transfers: [] },
});

describe('the gas a sweep needs', () => {
  it('tops a wallet up to the estimated energy × fee, a fifth on top, plus bandwidth', () => {
    // 31 895 energy × 210 sun × 1.2 = 8 037 540 sun.
    expect(gasPlan({ energy: 31_895, energyFeeSun: 210, trxSun: 0n })).toEqual({
      topUpSun: 8_037_540n + BANDWIDTH_RESERVE_SUN,
      feeLimitSun: 8_037_540n,
    });
    expect(gasPlan({ energy: 31_895, energyFeeSun: 210, trxSun: 3_500_000n }).topUpSun).toBe(5_037_540n);
  });

  it('sends nothing to a wallet that already holds enough', () => {
    expect(gasPlan({ energy: 14_650, energyFeeSun: 210, trxSun: 10_000_000n }).topUpSun).toBe(0n);
  });

  it('never lets a transfer burn more than the cap', () => {
    expect(gasPlan({ energy: 10_000_000, energyFeeSun: 420, trxSun: 0n }).feeLimitSun).toBe(
      FEE_LIMIT_CAP_SUN,
    );
  });
});

describe('what a sweep sends', () => {
  it('is what the ledger says the wallet holds, never more than the chain says', () => {
    expect(sweepUnits(5_000_000n, 3_000_000n, 1_000_000n)).toBe(3_000_000n);
    expect(sweepUnits(2_000_000n, 3_000_000n, 1_000_000n)).toBe(2_000_000n);
  });

  it('is nothing below the threshold or when the wallet is empty', () => {
    expect(sweepUnits(999_999n, 5_000_000n, 1_000_000n)).toBeNull();
    expect(sweepUnits(0n, 0n, 0n)).toBeNull();
  });
});

describe('a sweep after its transaction', () => {
  const { needs_gas, gas_sent, sweeping, swept, failed } = SweepStage;

  it.each([
    [gas_sent, { kind: 'pending' }, { stage: gas_sent }],
    [gas_sent, done('SUCCESS'), { stage: needs_gas }],
    [gas_sent, { kind: 'expired' }, { stage: needs_gas }],
    [gas_sent, done('REVERT'), { stage: failed, remark: 'gas:REVERT' }],
    [sweeping, { kind: 'pending' }, { stage: sweeping }],
    [sweeping, done('SUCCESS'), { stage: swept }],
    [sweeping, done('OUT_OF_ENERGY'), { stage: failed, remark: 'sweep:OUT_OF_ENERGY' }],
    [sweeping, done('REVERT'), { stage: failed, remark: 'sweep:REVERT' }],
    [sweeping, { kind: 'expired' }, { stage: failed, remark: 'expired_unconfirmed' }],
  ] as [SweepStageValue, TxObservation, object][])('%i with %o goes to %o', (stage, observation, step) => {
    expect(afterTransaction(stage, observation)).toEqual(step);
  });

  it('leaves a sweep that waits on no transaction where it is', () => {
    for (const stage of [needs_gas, swept, failed] as SweepStageValue[]) {
      expect(afterTransaction(stage, done('SUCCESS'))).toEqual({ stage });
    }
  });

  it('is under way only before it is swept or failed', () => {
    expect(
      [needs_gas, gas_sent, sweeping, swept, failed].map((stage) => isActive(stage as SweepStageValue)),
    ).toEqual([true, true, true, false, false]);
  });
});
