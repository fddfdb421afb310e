import { type CodedRemark, readCodedRemark } from '../../features/tron/coded-remark';
import type { MessageKey } from '../../i18n/catalogues';

/**
 * Why a sweep failed, or how it ended, as the sweeper writes it (`server/tron/sweeps.ts`): a node
 * refusing a broadcast (`gas_refused:<code>`, `sweep_refused:<code>`), a receipt other than success
 * (`gas:<result>`, `sweep:OUT_OF_ENERGY`), a transfer that expired unsent, a wallet holding less
 * than its credits (`not_on_chain:<amount>`), a failed transfer found landed on a retry, and a
 * signed transaction never sent because its hash was already spent (`tx_hash_spent:<kind>:<id>`).
 */
const REMARK_KEYS = {
  gas_refused: 'tron_transaction_summary.remark.gas_refused',
  sweep_refused: 'tron_transaction_summary.remark.sweep_refused',
  gas: 'tron_transaction_summary.remark.gas',
  sweep: 'tron_transaction_summary.remark.sweep',
  expired_unconfirmed: 'tron_transaction_summary.remark.expired_unconfirmed',
  not_on_chain: 'tron_transaction_summary.remark.not_on_chain',
  landed_late: 'tron_transaction_summary.remark.landed_late',
  tx_hash_spent: 'tron_transaction_summary.remark.tx_hash_spent',
} as const satisfies Record<string, MessageKey>;

export type SweepRemarkCode = keyof typeof REMARK_KEYS;

/** Every code the console words, for the test that each reads in every language. */
export const SWEEP_REMARK_CODES = Object.keys(REMARK_KEYS) as SweepRemarkCode[];

/** A sweep's remark taken apart; a code the console does not know yet is shown raw. */
export function sweepRemark(remark: string): CodedRemark<SweepRemarkCode> {
  return readCodedRemark(REMARK_KEYS, remark);
}
