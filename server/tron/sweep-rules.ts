import { SweepStage } from '../../contract/enums';
import type { TransactionOutcome } from '../ports/chain';

/**
 * The rules of a collection sweep, apart from any I/O: how much TRX a wallet needs before it can
 * send its USDT, how much it sends, and where a sweep goes once the chain has told what became of
 * its last transaction.
 */

export type SweepStageValue = (typeof SweepStage)[keyof typeof SweepStage];

/** Energy is estimated, and a transfer may cost a little more when it runs: a fifth on top. */
const ENERGY_MARGIN_TENTHS = 12n;
/** TRX kept for the transfer's bandwidth when the wallet's free bandwidth is used up (≈ 345 bytes). */
export const BANDWIDTH_RESERVE_SUN = 500_000n;
/** The most a sweep's transfer may burn, whatever the estimate says: 30 TRX. */
export const FEE_LIMIT_CAP_SUN = 30_000_000n;

/**
 * The TRX a wallet must be sent before it sweeps, and the fee limit of its transfer: the estimated
 * energy × the chain's energy fee, a fifth on top, plus a bandwidth reserve, minus what it holds.
 */
export function gasPlan(input: { energy: number; energyFeeSun: number; trxSun: bigint }): {
  topUpSun: bigint;
  feeLimitSun: bigint;
} {
  const burn = ceilDiv(BigInt(input.energy) * BigInt(input.energyFeeSun) * ENERGY_MARGIN_TENTHS, 10n);
  const feeLimitSun = burn < FEE_LIMIT_CAP_SUN ? burn : FEE_LIMIT_CAP_SUN;
  const needed = feeLimitSun + BANDWIDTH_RESERVE_SUN;
  return { topUpSun: input.trxSun >= needed ? 0n : needed - input.trxSun, feeLimitSun };
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/**
 * What a sweep sends: what the ledger says the wallet holds for credited deposits, never more
 * than the chain says it holds (a transfer not credited yet is not the platform's to move); null
 * below the threshold.
 */
export function sweepUnits(onChain: bigint, creditedUnswept: bigint, threshold: bigint): bigint | null {
  const units = onChain < creditedUnswept ? onChain : creditedUnswept;
  return units > 0n && units >= threshold ? units : null;
}

/** What the chain says of a sweep's last transaction now. */
export type TxObservation =
  | { kind: 'pending' }
  /** Not in any block, and past its expiry: it can never be included any more. */
  | { kind: 'expired' }
  | { kind: 'done'; outcome: Extract<TransactionOutcome, { found: true }> };

export type SweepStep = { stage: SweepStageValue; remark?: string };

/**
 * Where a sweep waiting on a transaction goes. A top-up that landed (or expired unsent) sends the
 * sweep back to check its gas; a transfer that landed ends it; a failed or expired transfer fails
 * it with the reason, so an administrator can try again — safely, as the failed transaction can
 * no longer move anything.
 */
export function afterTransaction(stage: SweepStageValue, observation: TxObservation): SweepStep {
  if (stage !== SweepStage.gas_sent && stage !== SweepStage.sweeping) return { stage };
  if (observation.kind === 'pending') return { stage };
  const gas = stage === SweepStage.gas_sent;
  if (observation.kind === 'expired') {
    return gas
      ? { stage: SweepStage.needs_gas }
      : { stage: SweepStage.failed, remark: 'expired_unconfirmed' };
  }
  const { result } = observation.outcome;
  if (result === 'SUCCESS') return { stage: gas ? SweepStage.needs_gas : SweepStage.swept };
  return { stage: SweepStage.failed, remark: `${gas ? 'gas' : 'sweep'}:${result}` };
}

/** A sweep under way: the others are final. */
export const isActive = (stage: SweepStageValue): boolean =>
  stage === SweepStage.needs_gas || stage === SweepStage.gas_sent || stage === SweepStage.sweeping;
