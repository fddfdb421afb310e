import { type CodedRemark, readCodedRemark } from '../../features/tron/coded-remark';
import type { MessageKey } from '../../i18n/catalogues';

/**
 * The watcher's reason codes and how each reads (`lookalike_token:TXyz…`, `credited_by_hand:12`);
 * the detail after the first colon goes into the message.
 */
const REMARK_KEYS = {
  lookalike_token: 'usdt_transaction_record.remark.lookalike_token',
  not_a_transfer: 'usdt_transaction_record.remark.not_a_transfer',
  not_to_wallet: 'usdt_transaction_record.remark.not_to_wallet',
  malformed_amount: 'usdt_transaction_record.remark.malformed_amount',
  zero_amount: 'usdt_transaction_record.remark.zero_amount',
  receipt: 'usdt_transaction_record.remark.receipt',
  no_transfer_to_wallet: 'usdt_transaction_record.remark.no_transfer_to_wallet',
  log_mismatch: 'usdt_transaction_record.remark.log_mismatch',
  paid_late: 'usdt_transaction_record.remark.paid_late',
  credited_by_hand: 'usdt_transaction_record.remark.credited_by_hand',
  spent_by_withdrawal: 'usdt_transaction_record.remark.spent_by_withdrawal',
  spent_by_sweep: 'usdt_transaction_record.remark.spent_by_sweep',
} as const satisfies Record<string, MessageKey>;

export type RemarkCode = keyof typeof REMARK_KEYS;

export type DepositRemark = CodedRemark<RemarkCode>;

/** A deposit's remark taken apart; a code the console does not know yet is shown raw. */
export function depositRemark(remark: string): DepositRemark {
  return readCodedRemark(REMARK_KEYS, remark);
}
