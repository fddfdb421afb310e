import type { agentCalls } from '../../contract/areas/agents';
import { WithdrawalStatus } from '../../contract/enums';
import { canonicalMoney } from '../../contract/money';
import { listCustomers } from '../agents/customers';
import { agentDaysIn, agentMonthsIn } from '../agents/rollup';
import { listShares } from '../agents/shares';
import type { ReviewAction } from '../agents/withdrawal-rules';
import { listWithdrawals, requestWithdrawal, reviewRequest } from '../agents/withdrawals';
import type { Actor } from '../auth/sessions';
import type { CallContext, Handlers } from '../http/handlers';
import { noticeOf } from '../messages/notice';
import { sendNotice } from '../messages/service';
import { listOrders } from '../money/history';

/**
 * Reviews a withdrawal and tells the agent: a site message to keep, and a toast on every console
 * they have open (an error toast for a rejection).
 */
async function review(
  ctx: CallContext<Actor>,
  request: { id: number; action: ReviewAction; txHash?: string; reason?: string },
) {
  const row = await reviewRequest(ctx.db, { ...request, reviewerId: ctx.actor.userId, now: ctx.now() });
  const approved = row.status === WithdrawalStatus.approved;
  const key = approved ? 'notice.withdrawal_approved' : 'notice.withdrawal_rejected';
  const values = { id: row.id, amount: canonicalMoney(row.amount), reason: row.reason, tx: row.txHash };
  const notice = noticeOf(key, values);
  await sendNotice(ctx.db, [row.userId], notice);
  await ctx.realtime.sendNotice(row.userId, notice, approved);
  return {};
}

export const agentHandlers: Handlers<typeof agentCalls> = {
  'user_customer/inquire': async (filter, { db, actor, now }) =>
    listCustomers(db, actor.userId, filter, now()),
  'order_customer/inquire': async (filter, { db, actor, now }) =>
    listOrders(db, { ...filter, superiorId: actor.userId }, now()),
  'agent_daily_statistics/inquire': async ({ start_date, end_date }, { db, actor }) => ({
    list: (await agentDaysIn(db, actor.userId, start_date, end_date)).map(({ day, ...figures }) => ({
      date: day,
      ...figures,
    })),
  }),
  'agent_historical_statistics/inquire': async ({ start_month, end_month }, { db, actor }) => ({
    list: await agentMonthsIn(db, actor.userId, start_month, end_month),
  }),
  'agent_divided_into/inquire': async (filter, { db, actor }) => listShares(db, actor.userId, filter),

  'withdrawal_list/inquire': async (filter, { db, actor }) =>
    listWithdrawals(db, { ...filter, userId: actor.userId }),
  'withdrawal_list/add': async (request, { db, actor }) => ({
    id: await requestWithdrawal(db, actor.userId, request),
  }),

  'acting_withdrawal_list/inquire': async (filter, { db }) => listWithdrawals(db, filter),
  'acting_withdrawal_list/approve': async ({ id, tx_hash }, ctx) =>
    review(ctx, { id, action: 'approve', txHash: tx_hash }),
  'acting_withdrawal_list/reject': async ({ id, reason }, ctx) =>
    review(ctx, { id, action: 'reject', reason }),
};
