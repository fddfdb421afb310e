import type { CallOutput } from '../../../contract/calls';
import type { DepositStatusValue } from '../../features/money/money-tags';

/** The caller's latest transfers to their deposit wallet, as `balance_recharge/wallet` answers them. */
export type WalletTransfer = CallOutput<'balance_recharge/wallet'>['transfers'][number];

/** A transfer the socket announced (`payment_seen`) before the wallet was asked again, and when. */
export type SeenTransfer = { tx_hash: string; amount: string; status: DepositStatusValue; seen_at: string };

/** One line of the page's "recent transfers". */
export type RecentTransfer = {
  key: string;
  tx_hash: string;
  amount: string;
  status: DepositStatusValue;
  /** When the transfer reached the platform: recorded by the server, or announced to this page. */
  time: string;
};

/**
 * The recent transfers to show: the ones only announced so far first (newest first), then the
 * server's. An announced transfer the server already lists is the server's row, whose status is
 * the truth (it may be credited by now).
 */
export function recentTransfers(
  transfers: readonly WalletTransfer[],
  seen: readonly SeenTransfer[],
): RecentTransfer[] {
  const listed = new Set(transfers.map((transfer) => transfer.tx_hash));
  const announced = seen
    .filter((transfer) => !listed.has(transfer.tx_hash))
    .sort((a, b) => b.seen_at.localeCompare(a.seen_at))
    .map((transfer) => ({
      key: `seen:${transfer.tx_hash}`,
      tx_hash: transfer.tx_hash,
      amount: transfer.amount,
      status: transfer.status,
      time: transfer.seen_at,
    }));
  return [
    ...announced,
    ...transfers.map((transfer) => ({
      key: String(transfer.id),
      tx_hash: transfer.tx_hash,
      amount: transfer.amount,
      status: transfer.status,
      time: transfer.receive_time,
    })),
  ];
}

/** Adds an announcement, replacing an earlier one of the same transaction. */
export function withSeen(seen: readonly SeenTransfer[], transfer: SeenTransfer): SeenTransfer[] {
  return [transfer, ...seen.filter((earlier) => earlier.tx_hash !== transfer.tx_hash)];
}
