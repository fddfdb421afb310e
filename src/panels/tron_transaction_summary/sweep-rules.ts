import type { CallOutput } from '../../../contract/calls';
import { SweepStage } from '../../../contract/enums';
import { compareDecimal } from '../../features/membership/decimal-compare';
import type { SweepStageValue } from '../../features/money/money-tags';

/** One collection sweep as the list shows it. */
export type SweepRow = CallOutput<'tron_transaction_summary/inquire'>['list'][number];
export type Reconciliation = NonNullable<CallOutput<'tron_transaction_summary/reconcile'>>;

/** While a sweep on the page is under way, the list asks again this often (each step waits on the chain). */
export const SWEEP_REFRESH_MS = 10_000;

/**
 * Below this much TRX the gas wallet is about to run dry: one top-up, the energy of a single USDT
 * transfer, costs several TRX (up to the sweeper's 30 TRX fee cap).
 */
export const GAS_LOW_TRX = '20';

/** A sweep still moving through its steps; swept and failed are final. */
export const isUnderWay = (stage: SweepStageValue): boolean =>
  stage === SweepStage.needs_gas || stage === SweepStage.gas_sent || stage === SweepStage.sweeping;

export const hasSweepUnderWay = (rows: readonly SweepRow[]): boolean =>
  rows.some((row) => isUnderWay(row.stage));

/** A failed sweep may be tried again; the server refuses one already retried, and says so. */
export const canRetry = (row: SweepRow): boolean => row.stage === SweepStage.failed;

/**
 * What the drift between the chain and the ledger means: none, USDT on chain the ledger has not
 * credited (yet — a transfer still confirming), or less on chain than was credited (missing funds).
 */
export type DriftState = 'balanced' | 'uncredited' | 'missing';

export function driftState(drift: string): DriftState {
  const sign = compareDecimal(drift, '0');
  return sign === 0 ? 'balanced' : sign > 0 ? 'uncredited' : 'missing';
}

/** Whether the gas wallet holds too little TRX to pay for the next sweeps (decimal strings, no float). */
export const gasWalletLow = (trxBalance: string): boolean => compareDecimal(trxBalance, GAS_LOW_TRX) < 0;
