import { PaymentConfirmation } from '../../contract/areas/money';
import { DepositStatus } from '../../contract/enums';
import { canonicalMoney } from '../../contract/money';
import { SocketEvent } from '../../contract/socket';
import type { Db } from '../db/store';
import { noticeOf } from '../messages/notice';
import { sendNotice } from '../messages/service';
import type { PaymentPort, TronSetup } from '../money/payment-port';
import type { Hub } from '../realtime/hub';
import type { SecretBox } from '../security/secrets';
import { orderExpectedBy } from './deposits';
import { depositWalletOf, expectPaymentTo } from './wallets';
import type { WatcherEvents } from './watcher';

/** Payments into per-user deposit wallets, confirmed by the chain watcher. */
export function chainPayments(db: Db, secrets: SecretBox, tron: TronSetup, now: () => Date): PaymentPort {
  return {
    confirmation: PaymentConfirmation.chain,
    tron,
    async depositAddress(userId, expectUntil) {
      const wallet = await depositWalletOf(db, secrets, userId, now());
      await expectPaymentTo(db, wallet.base58, expectUntil);
      return wallet.base58;
    },
  };
}

/**
 * What the payer hears: a transfer seen (the recharge page shows "confirming", on the order it is
 * expected to pay), then credited — on every open console at once, and as a site message for later.
 */
export function paymentAnnouncements(db: Db, realtime: Hub, now: () => Date): WatcherEvents {
  return {
    async seen(deposit) {
      if (deposit.userId === null) return;
      await realtime.sendToUser(deposit.userId, {
        type: SocketEvent.payment_seen,
        content: {
          tx_hash: deposit.txHash,
          amount: canonicalMoney(deposit.amount),
          status: DepositStatus.confirming,
          order_id: await orderExpectedBy(db, deposit, now()),
        },
      });
    },
    async credited(credit, deposit) {
      await realtime.sendToUser(credit.userId, {
        type: SocketEvent.payment_credited,
        content: { order_id: credit.orderId, amount: credit.amount, balance: credit.balance },
      });
      const values = { amount: credit.amount, balance: credit.balance, tx: deposit.txHash };
      await sendNotice(db, [credit.userId], noticeOf('notice.payment_credited', values));
    },
  };
}
