import { DepositStatus } from '../../contract/enums';
import type { ListedTransfer, TransactionOutcome, TransferLog } from '../ports/chain';
import { tokenAmount } from './amounts';

/**
 * The rules of a deposit, apart from any I/O: which listed transfers are candidates, which events
 * of a receipt are deposits, and when a deposit is credited. A remark is a reason code, with a
 * detail after a colon (`lookalike_token:TXyz…`), which the console words in the reader's language.
 */

export type DepositStatusValue = (typeof DepositStatus)[keyof typeof DepositStatus];

/** What the watcher knows of where it looks: the wallet and the one token it accepts. */
export type Watch = { address: string; usdtContract: string; decimals: number };

export type ListedVerdict = { kind: 'candidate' } | { kind: 'ignored'; remark: string };

/**
 * A listing row is only a hint of a deposit: the listing may show another token under the same
 * name, an approval, or a row for another address. Only a candidate is looked up on chain, and
 * only the receipt says what it moved.
 */
export function judgeListedTransfer(row: ListedTransfer, watch: Watch): ListedVerdict {
  if (row.to !== watch.address) return { kind: 'ignored', remark: `not_to_wallet:${row.to.slice(0, 80)}` };
  if (row.type !== 'Transfer') return { kind: 'ignored', remark: `not_a_transfer:${row.type.slice(0, 40)}` };
  if (row.token.address !== watch.usdtContract) {
    return { kind: 'ignored', remark: `lookalike_token:${row.token.address.slice(0, 80)}` };
  }
  return { kind: 'candidate' };
}

/**
 * Log indexes that stand for "no event of ours": -1 when the transaction was looked up and holds
 * none, -2 when the listing row alone ruled it out (so a later real transfer in the same
 * transaction is still looked up).
 */
export const NO_EVENT = -1;
export const LISTING_ONLY = -2;

/** A row the watcher records for a transaction it looked up. */
export type RecordedEvent = {
  logIndex: number;
  status: DepositStatusValue;
  amount: string;
  rawValue: string;
  from: string;
  remark: string;
};

/**
 * The deposits a transaction holds for the wallet: one per Transfer event of the accepted token
 * to it. A failed transaction is one failed row (it moved nothing); a successful one without such
 * an event is one ignored row.
 */
export function depositsOfTransaction(
  outcome: Extract<TransactionOutcome, { found: true }>,
  watch: Watch,
): RecordedEvent[] {
  if (outcome.result !== 'SUCCESS') {
    return [noEvent(DepositStatus.failed, `receipt:${outcome.result}`)];
  }
  const ours = outcome.transfers.filter((log) => isOurs(log, watch));
  if (ours.length === 0) return [noEvent(DepositStatus.ignored, 'no_transfer_to_wallet')];
  return ours.map((log) => {
    const amount = tokenAmount(log.value, watch.decimals);
    return amount === null || amount === '0'
      ? { ...noEvent(DepositStatus.ignored, `malformed_amount:${log.value}`), logIndex: log.index }
      : {
          logIndex: log.index,
          status: DepositStatus.confirming,
          amount,
          rawValue: log.value.toString(),
          from: log.from,
          remark: '',
        };
  });
}

const isOurs = (log: TransferLog, watch: Watch) =>
  log.contract === watch.usdtContract && log.to === watch.address;

function noEvent(status: DepositStatusValue, remark: string): RecordedEvent {
  return { logIndex: NO_EVENT, status, amount: '0', rawValue: '0', from: '', remark };
}

/** What the chain says of a confirming deposit's transaction now. */
export type Observation =
  | { kind: 'not_solidified' }
  | { kind: 'solidified'; outcome: Extract<TransactionOutcome, { found: true }>; confirmations: number };

export type Decision =
  | { next: typeof DepositStatus.confirming }
  | { next: typeof DepositStatus.credited }
  | { next: typeof DepositStatus.failed; remark: string };

/**
 * Whether a confirming deposit is credited now. Only the solidified receipt counts: it must be a
 * success and hold, at the deposit's log index, a Transfer of the accepted token to the wallet of
 * exactly the recorded value; anything else fails it. Enough blocks on top are awaited as well.
 */
export function decideDeposit(
  deposit: { logIndex: number; rawValue: string },
  observation: Observation,
  watch: Watch,
  requiredConfirmations: number,
): Decision {
  if (observation.kind === 'not_solidified') return { next: DepositStatus.confirming };
  const { outcome, confirmations } = observation;
  if (outcome.result !== 'SUCCESS')
    return { next: DepositStatus.failed, remark: `receipt:${outcome.result}` };
  const log = outcome.transfers.find((transfer) => transfer.index === deposit.logIndex);
  if (!log || !isOurs(log, watch) || log.value.toString() !== deposit.rawValue) {
    return { next: DepositStatus.failed, remark: 'log_mismatch' };
  }
  if (confirmations < requiredConfirmations) return { next: DepositStatus.confirming };
  return { next: DepositStatus.credited };
}

/** States a deposit can leave: only `confirming`; the others are final. */
export const canTransition = (from: DepositStatusValue, to: DepositStatusValue): boolean =>
  from === DepositStatus.confirming && to !== DepositStatus.confirming;

/** The row a listing-only verdict records. */
export function ignoredFromListing(remark: string): RecordedEvent {
  return { ...noEvent(DepositStatus.ignored, remark), logIndex: LISTING_ONLY };
}
