import { describe, expect, it } from 'vitest';
import { DepositStatus } from '../../../contract/enums';
import {
  recentTransfers,
  type SeenTransfer,
  type WalletTransfer,
  withSeen,
} from '../../../src/panels/balance_recharge/recent-transfers';

const transfer = (id: number, tx: string, fields: Partial<WalletTransfer> = {}): WalletTransfer => ({
  id,
  tx_hash: tx,
  log_index: 1,
  user_id: 8,
  from: 'TFrom',
  to: 'TWallet',
  token: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  amount: '100',
  block: 78_000_000,
  timestamp: '2026-11-27T08:00:00.000Z',
  type: 'Transfer',
  status: DepositStatus.credited,
  remark: '',
  order_id: null,
  receive_time: '2026-11-27T08:00:40.000Z',
  credit_time: '2026-11-27T08:01:40.000Z',
  ...fields,
});

const seen = (tx: string, at: string, amount = '25.5'): SeenTransfer => ({
  tx_hash: tx,
  amount,
  status: DepositStatus.confirming,
  seen_at: at,
});

describe('the recharge page’s recent transfers', () => {
  it('shows the server’s transfers with their status and the time they were received', () => {
    expect(recentTransfers([transfer(7, 'aa')], [])).toEqual([
      {
        key: '7',
        tx_hash: 'aa',
        amount: '100',
        status: DepositStatus.credited,
        time: '2026-11-27T08:00:40.000Z',
      },
    ]);
  });

  it('puts transfers only announced so far first, newest first, as confirming', () => {
    const lines = recentTransfers(
      [transfer(7, 'aa')],
      [seen('bb', '2026-11-27T09:00:00.000Z'), seen('cc', '2026-11-27T09:05:00.000Z', '3')],
    );
    expect(lines.map((line) => [line.tx_hash, line.status, line.amount])).toEqual([
      ['cc', DepositStatus.confirming, '3'],
      ['bb', DepositStatus.confirming, '25.5'],
      ['aa', DepositStatus.credited, '100'],
    ]);
  });

  it('takes the server’s row over an announcement of the same transaction (it may be credited by now)', () => {
    const lines = recentTransfers(
      [transfer(9, 'bb', { amount: '25.5' })],
      [seen('bb', '2026-11-27T09:00:00.000Z')],
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ key: '9', status: DepositStatus.credited });
  });

  it('keeps one announcement per transaction, the latest', () => {
    const first = withSeen([], seen('bb', '2026-11-27T09:00:00.000Z'));
    const again = withSeen(first, seen('bb', '2026-11-27T09:01:00.000Z'));
    expect(again).toEqual([seen('bb', '2026-11-27T09:01:00.000Z')]);
  });
});
