import { and, desc, eq } from 'drizzle-orm';
import { BillType, DEFAULT_LOCALE, WithdrawalStatus } from '../../contract/enums';
import { canonicalMoney } from '../../contract/money';
import { users, withdrawals } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, conflict, invalidParameter, notFound } from '../http/errors';
import { anyContaining, selectJoinedPage } from '../http/paging';
import { translate } from '../i18n';
import { negateMoney } from '../money/decimal';
import { postToLedger } from '../money/ledger';
import { readPayConfig } from '../money/pay-config';
import { spendTxHashOrRefuse } from '../money/spent-hashes';
import { isTronAddress } from '../money/tron-address';
import { queueWebhookEvent } from '../webhooks/outbox';
import {
  type ReviewAction,
  reviewWithdrawal,
  type WithdrawalStatusValue,
  withdrawalAmountProblem,
} from './withdrawal-rules';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/**
 * An agent's request to withdraw: the amount is frozen at once — the request row and its ledger
 * row (`wd:<id>:freeze`) in one transaction, under the account's row lock — so two requests at
 * once can never freeze more than the balance holds.
 */
export async function requestWithdrawal(
  db: Db,
  userId: number,
  request: { amount: string; address: string },
) {
  if (!isTronAddress(request.address)) {
    throw invalidParameter(
      [{ path: 'address', messageKey: 'pay_config.address_checksum' }],
      'pay_config.address_checksum',
    );
  }
  const config = await readPayConfig(db);
  const problem = withdrawalAmountProblem(request.amount, config);
  if (problem) {
    const values = { min: canonicalMoney(config.min_withdrawal), fee: canonicalMoney(config.withdrawal_fee) };
    throw new AppError(400, 'invalid_parameter', problem, values, [
      { path: 'amount', messageKey: problem, values },
    ]);
  }
  return db.transaction(async (tx) => {
    // The account row first: the request row's key on it, taken before, would let two requests
    // at once deadlock on the ledger's lock.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx
      .insert(withdrawals)
      .values({
        userId,
        amount: request.amount,
        fee: config.withdrawal_fee,
        address: request.address,
        status: WithdrawalStatus.pending_review,
      })
      .returning({ id: withdrawals.id });
    const id = (row as { id: number }).id;
    await postToLedger(tx, {
      userId,
      amount: negateMoney(request.amount),
      type: BillType.withdrawal,
      remark: translate(DEFAULT_LOCALE, 'bill.remark_withdrawal', { id }),
      operatorId: userId,
      key: `wd:${id}:freeze`,
    });
    return id;
  });
}

/**
 * An administrator's review, once: the row is locked and must still be pending (the pure
 * `reviewWithdrawal`); approving spends the payout's canonical hash (refused when a recharge, a
 * deposit, a sweep or another withdrawal spent it first), rejecting returns the frozen amount
 * (`wd:<id>:refund`). Answers the row as it now stands.
 */
export async function reviewRequest(
  db: Db,
  review: {
    id: number;
    reviewerId: number;
    action: ReviewAction;
    txHash?: string;
    reason?: string;
    now: Date;
  },
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, review.id)).for('update');
    if (!row) throw notFound('withdrawal.unknown');
    const decision = reviewWithdrawal(row.status as WithdrawalStatusValue, review.action);
    if ('refusal' in decision) throw conflict(decision.refusal);
    if (review.txHash) await spendTxHashOrRefuse(tx, review.txHash, { kind: 'withdrawal', refId: row.id });
    const [updated] = await tx
      .update(withdrawals)
      .set({
        status: decision.next,
        txHash: review.txHash ?? '',
        reason: review.reason ?? '',
        reviewerId: review.reviewerId,
        reviewedAt: review.now,
      })
      .where(eq(withdrawals.id, row.id))
      .returning();
    if (decision.next === WithdrawalStatus.rejected) {
      await postToLedger(tx, {
        userId: row.userId,
        amount: row.amount,
        type: BillType.withdrawal_refund,
        remark: translate(DEFAULT_LOCALE, 'bill.remark_withdrawal_refund', { id: row.id }),
        operatorId: review.reviewerId,
        key: `wd:${row.id}:refund`,
      });
    }
    await queueWebhookEvent(tx, {
      type: 'withdrawal.reviewed',
      ownerId: row.userId,
      at: review.now,
      data: {
        withdrawal_id: row.id,
        amount: canonicalMoney(row.amount),
        address: row.address,
        status: decision.next === WithdrawalStatus.rejected ? 'rejected' : 'approved',
        tx_hash: review.txHash ?? '',
        reason: review.reason ?? '',
      },
    });
    return updated as WithdrawalRow;
  });
}

export async function listWithdrawals(
  db: Db,
  filter: { page: number; page_size: number; status?: number; keyword?: string; userId?: number },
) {
  const where = and(
    filter.userId === undefined ? undefined : eq(withdrawals.userId, filter.userId),
    filter.status === undefined ? undefined : eq(withdrawals.status, filter.status),
    anyContaining(filter.keyword, [users.account, withdrawals.address, withdrawals.txHash]),
  );
  const { rows, total } = await selectJoinedPage(db, {
    fields: { withdrawal: withdrawals, account: users.account },
    from: withdrawals,
    join: (query) => query.innerJoin(users, eq(users.id, withdrawals.userId)),
    where,
    orderBy: [desc(withdrawals.id)],
    page: filter,
  });
  return { list: rows.map(({ withdrawal, account }) => withdrawalView(withdrawal, account)), total };
}

function withdrawalView(row: WithdrawalRow, account: string) {
  return {
    id: row.id,
    user_id: row.userId,
    account,
    amount: row.amount,
    fee: row.fee,
    address: row.address,
    status: row.status as WithdrawalStatusValue,
    tx_hash: row.txHash,
    reason: row.reason,
    create_time: row.createdAt,
    review_time: row.reviewedAt,
  };
}
