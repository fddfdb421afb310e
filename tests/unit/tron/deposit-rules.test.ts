import { describe, expect, it } from 'vitest';
import { DepositStatus } from '../../../contract/enums';
import type { ListedTransfer, TransactionOutcome, TransferLog } from '../../../server/ports/chain';
import { parseDecimalUnits, parseHexWord, tokenAmount, tokenUnits } from '../../../server/tron/amounts';
import {
  canTransition,
  type DepositStatusValue,
  decideDeposit,
  depositsOfTransaction,
  judgeListedTransfer,
  LISTING_ONLY,
  NO_EVENT,
  type Watch,
} from '../../../server/tron/deposit-rules';
import { BACKOFF_MAX_MS, nextBackoff, takeToken } from '../../../server/tron/pacing';

const USDT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const WALLET = 'TM2dJWnNRDNiSiCGubmiZhbhZZ1av4mY6x';
const PAYER = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const watch: Watch = { address: WALLET, usdtContract: USDT, decimals: 6 };

describe('token amounts', () => {
  it.each([
    [12_500_000n, 6, '12.5'],
    [1n, 6, '0.000001'],
    [0n, 6, '0'],
    [100_000_000n, 6, '100'],
    [99_999_999_999_999_999_999n, 6, '99999999999999.999999'],
    [5n, 0, '5'],
    [1_000_000_000_000_000_000n, 18, '1'],
  ])('%s units with %i decimals is %s', (units, decimals, amount) => {
    expect(tokenAmount(units, decimals)).toBe(amount);
  });

  it('refuses what a ledger amount cannot hold rather than rounding it', () => {
    expect(tokenAmount(1n, 18)).toBeNull();
    expect(tokenAmount(100_000_000_000_000_000_000n, 6)).toBeNull();
    expect(tokenAmount(-1n, 6)).toBeNull();
    expect(tokenAmount(1n, 1.5)).toBeNull();
  });

  it('goes back to integer units exactly', () => {
    expect(tokenUnits('12.5', 6)).toBe(12_500_000n);
    expect(tokenUnits('0.1', 6) + tokenUnits('0.2', 6)).toBe(tokenUnits('0.3', 6));
    expect(() => tokenUnits('0.0000001', 6)).toThrow();
  });

  it('reads a listing value and a log word, and nothing else', () => {
    expect(parseDecimalUnits('12500000')).toBe(12_500_000n);
    expect(parseDecimalUnits('1.5')).toBeNull();
    expect(parseDecimalUnits('-1')).toBeNull();
    expect(parseDecimalUnits(12)).toBeNull();
    expect(parseHexWord(`${'0'.repeat(56)}00bebc20`)).toBe(12_500_000n);
    expect(parseHexWord('bebc20')).toBeNull();
    expect(parseHexWord(`${'z'.repeat(64)}`)).toBeNull();
  });
});

const listed = (overrides: Partial<ListedTransfer> = {}): ListedTransfer => ({
  txId: 'a'.repeat(64),
  from: PAYER,
  to: WALLET,
  value: '12500000',
  type: 'Transfer',
  blockTimestamp: 1_767_225_600_000,
  token: { address: USDT, decimals: 6, symbol: 'USDT' },
  ...overrides,
});

describe('a listed transfer', () => {
  it('is a candidate when it is a USDT Transfer to the wallet', () => {
    expect(judgeListedTransfer(listed(), watch)).toEqual({ kind: 'candidate' });
  });

  it('is ignored, saying why, when it is another token under the same name', () => {
    const lookalike = listed({
      token: { address: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj', decimals: 6, symbol: 'USDT' },
    });
    expect(judgeListedTransfer(lookalike, watch)).toEqual({
      kind: 'ignored',
      remark: 'lookalike_token:TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj',
    });
  });

  it('is ignored when it is an approval or for another address', () => {
    expect(judgeListedTransfer(listed({ type: 'Approval' }), watch)).toEqual({
      kind: 'ignored',
      remark: 'not_a_transfer:Approval',
    });
    expect(judgeListedTransfer(listed({ to: PAYER }), watch)).toEqual({
      kind: 'ignored',
      remark: `not_to_wallet:${PAYER}`,
    });
  });
});

const log = (overrides: Partial<TransferLog> = {}): TransferLog => ({
  index: 0,
  contract: USDT,
  from: PAYER,
  to: WALLET,
  value: 12_500_000n,
  ...overrides,
});
const outcome = (result: string, transfers: TransferLog[]): Extract<TransactionOutcome, { found: true }> => ({
  found: true,
  blockNumber: 1000,
  result,
  transfers,
});

describe('the deposits of a transaction', () => {
  it('is one confirming deposit per USDT Transfer event to the wallet, at its log index', () => {
    const events = depositsOfTransaction(
      outcome('SUCCESS', [log({ index: 0, to: PAYER }), log({ index: 1 }), log({ index: 2, value: 1n })]),
      watch,
    );
    expect(events).toEqual([
      {
        logIndex: 1,
        status: DepositStatus.confirming,
        amount: '12.5',
        rawValue: '12500000',
        from: PAYER,
        remark: '',
      },
      {
        logIndex: 2,
        status: DepositStatus.confirming,
        amount: '0.000001',
        rawValue: '1',
        from: PAYER,
        remark: '',
      },
    ]);
  });

  it('is one failed row for a failed transaction, which moved nothing', () => {
    const [event] = depositsOfTransaction(outcome('REVERT', []), watch);
    expect(event).toMatchObject({
      logIndex: NO_EVENT,
      status: DepositStatus.failed,
      remark: 'receipt:REVERT',
    });
  });

  it('is one ignored row when the events are of another token or to someone else', () => {
    const events = depositsOfTransaction(
      outcome('SUCCESS', [
        log({ contract: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj' }),
        log({ index: 1, to: PAYER }),
      ]),
      watch,
    );
    expect(events).toEqual([expect.objectContaining({ logIndex: NO_EVENT, status: DepositStatus.ignored })]);
    expect(LISTING_ONLY).not.toBe(NO_EVENT);
  });

  it('ignores a zero or out-of-range value at its index', () => {
    const [zero] = depositsOfTransaction(outcome('SUCCESS', [log({ value: 0n })]), watch);
    expect(zero).toMatchObject({ logIndex: 0, status: DepositStatus.ignored });
    const [huge] = depositsOfTransaction(outcome('SUCCESS', [log({ value: 10n ** 30n })]), watch);
    expect(huge).toMatchObject({ logIndex: 0, status: DepositStatus.ignored });
  });
});

describe('deciding a confirming deposit', () => {
  const deposit = { logIndex: 0, rawValue: '12500000' };
  const solidified = (result: string, transfers: TransferLog[], confirmations = 19) =>
    ({ kind: 'solidified', outcome: outcome(result, transfers), confirmations }) as const;

  it('waits while the transaction is not solidified', () => {
    expect(decideDeposit(deposit, { kind: 'not_solidified' }, watch, 19)).toEqual({
      next: DepositStatus.confirming,
    });
  });

  it('waits for the configured depth even once solidified', () => {
    expect(decideDeposit(deposit, solidified('SUCCESS', [log()], 5), watch, 19)).toEqual({
      next: DepositStatus.confirming,
    });
  });

  it('credits a solidified success holding the very transfer', () => {
    expect(decideDeposit(deposit, solidified('SUCCESS', [log()]), watch, 19)).toEqual({
      next: DepositStatus.credited,
    });
  });

  it.each([
    ['a failed receipt', solidified('OUT_OF_ENERGY', []), 'receipt:OUT_OF_ENERGY'],
    ['no event at its index', solidified('SUCCESS', [log({ index: 3 })]), 'log_mismatch'],
    ['another value', solidified('SUCCESS', [log({ value: 12_500_001n })]), 'log_mismatch'],
    [
      'another token',
      solidified('SUCCESS', [log({ contract: 'TXLAQ63Xg1NAzckPwKHvzw7CSEmLMEqcdj' })]),
      'log_mismatch',
    ],
    ['another recipient', solidified('SUCCESS', [log({ to: PAYER })]), 'log_mismatch'],
  ])('fails on %s', (_name, observation, remark) => {
    expect(decideDeposit(deposit, observation, watch, 19)).toEqual({ next: DepositStatus.failed, remark });
  });

  it('lets only a confirming deposit change, and never back to confirming', () => {
    const all = Object.values(DepositStatus) as DepositStatusValue[];
    for (const from of all) {
      for (const to of all) {
        const expected = from === DepositStatus.confirming && to !== DepositStatus.confirming;
        expect(canTransition(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });
});

describe('pacing', () => {
  const limits = { perSecond: 10, burst: 10 };

  it('lets a burst through, then one call per tenth of a second', () => {
    let bucket = { tokens: 10, at: 0 };
    for (let call = 0; call < 10; call++) {
      const taken = takeToken(bucket, 0, limits);
      expect(taken.waitMs).toBe(0);
      bucket = taken.bucket;
    }
    const eleventh = takeToken(bucket, 0, limits);
    expect(eleventh.waitMs).toBe(100);
    expect(takeToken(eleventh.bucket, 100, limits).waitMs).toBe(0);
  });

  it('never holds more than its burst however long it rested', () => {
    const rested = takeToken({ tokens: 0, at: 0 }, 3_600_000, limits);
    expect(rested.bucket.tokens).toBe(9);
  });

  it('doubles the pause up to a minute, and keeps at least what the server asked', () => {
    expect(nextBackoff(0, null)).toBe(1000);
    expect(nextBackoff(1000, null)).toBe(2000);
    expect(nextBackoff(BACKOFF_MAX_MS, null)).toBe(BACKOFF_MAX_MS);
    expect(nextBackoff(0, 5000)).toBe(5000);
    expect(nextBackoff(4000, 1000)).toBe(8000);
  });
});
