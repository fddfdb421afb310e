import type { moneyCalls } from '../../contract/areas/money';
import { BillType } from '../../contract/enums';
import { SocketEvent } from '../../contract/socket';
import { isGranted } from '../auth/permissions';
import type { Actor } from '../auth/sessions';
import { type LedgerExportRequest, startLedgerExport } from '../exports/operations';
import type { CallContext, Handlers } from '../http/handlers';
import { checkLedger, listBills, listOrders } from '../money/history';
import { balanceOf } from '../money/ledger';
import { membershipOf, usage } from '../money/membership';
import { addCombo, listCombos, removeCombos, updateCombo } from '../money/packages';
import { publicPayConfig, readPayConfig, writePayConfig } from '../money/pay-config';
import { buyPackage } from '../money/purchase';
import { type Credit, creditRechargeOrder, openRechargeOrder } from '../money/recharge';

/** Tells the paying user's open consoles at once: the recharge page turns to "paid" live. */
function announceCredit(ctx: CallContext, credit: Credit) {
  return ctx.realtime.sendToUser(credit.userId, {
    type: SocketEvent.payment_credited,
    content: { order_id: credit.orderId, amount: credit.amount, balance: credit.balance },
  });
}

/** The caller's export of the ledger rows a filter picks, as an operation of theirs. */
function exportLedger(ctx: CallContext<Actor>, filter: LedgerExportRequest, fileStem: string) {
  const { db, config, log, actor, locale } = ctx;
  return startLedgerExport(
    { db, dataDir: config.dataDir, log },
    { ...filter, ownerId: actor.userId, locale, now: ctx.now() },
    fileStem,
  );
}

export const moneyHandlers: Handlers<typeof moneyCalls> = {
  'vip_combo/inquire': async (filter, { db, actor, now }) => {
    // Accounts that manage packages see the switched-off ones too; buyers only what is on sale.
    const onSaleOnly = !(await isGranted(db, actor, 'vip_combo/update'));
    return listCombos(db, filter, { onSaleOnly, now: now() });
  },
  'vip_combo/add': async (fields, { db }) => ({ id: await addCombo(db, fields) }),
  'vip_combo/update': async (fields, { db }) => {
    await updateCombo(db, fields);
    return {};
  },
  'vip_combo/remove': async ({ ids }, { db }) => {
    await removeCombos(db, ids);
    return {};
  },

  'buy_vip_combo/inquire': async (_input, { db, actor, now }) => {
    const at = now();
    const [membership, used, packages, info] = await Promise.all([
      membershipOf(db, actor.userId, at),
      usage(db, actor.userId),
      listCombos(db, { page: 1, page_size: 100 }, { onSaleOnly: true, now: at }),
      balanceOf(db, actor.userId),
    ]);
    return {
      balance: info,
      membership: {
        state: membership.state,
        combo_id: membership.comboId,
        combo_name: membership.comboName,
        expire_time: membership.expireTime,
        active: membership.active,
        limits: membership.limits,
        used_codes: used.codes,
        used_domains: used.domains,
      },
      packages: packages.list,
    };
  },
  'buy_vip_combo/buy': async ({ combo_id, request_id }, ctx) => {
    const purchase = await buyPackage(ctx.db, {
      userId: ctx.actor.userId,
      comboId: combo_id,
      requestId: request_id,
      now: ctx.now(),
      locale: ctx.locale,
    });
    if (purchase.event) await ctx.moneyEvents.purchased(purchase.event);
    // The redirect keeps each owner's expiry for minutes: codes that ended must answer at once.
    await ctx.codeCache.ownersChanged([ctx.actor.userId]);
    return {
      order_id: purchase.orderId,
      balance: purchase.balance,
      member_expire_time: purchase.memberExpireTime,
    };
  },

  'balance_recharge/inquire': async (page, { db, actor, now }) =>
    listOrders(db, { ...page, userId: actor.userId, type: 1 }, now()),
  'balance_recharge/add': async ({ amount }, { db, actor, now, payments }) => {
    const { orderId, expireTime } = await openRechargeOrder(db, actor.userId, amount, now());
    const address = await payments.depositAddress(actor.userId, expireTime);
    return { order_id: orderId, amount, expire_time: expireTime, ...(address ? { address } : {}) };
  },

  'order/inquire': async ({ user_id, ...filter }, { db, now }) =>
    listOrders(db, { ...filter, userId: user_id }, now()),
  'order/credit': async ({ order_id, tx_hash, remark }, ctx) => {
    const credit = await creditRechargeOrder(ctx.db, {
      orderId: order_id,
      txHash: tx_hash,
      remark,
      operatorId: ctx.actor.userId,
      now: ctx.now(),
    });
    await announceCredit(ctx, credit);
    return { balance: credit.balance };
  },

  'user_order/inquire': async (filter, { db, actor, now }) =>
    listOrders(db, { ...filter, userId: actor.userId }, now()),
  'user_order/bills': async (filter, { db, actor }) => listBills(db, { ...filter, userId: actor.userId }),

  'bill/inquire': async ({ user_id, ...filter }, { db }) => listBills(db, { ...filter, userId: user_id }),
  'bill/export': async (filter, ctx) => ({ id: await exportLedger(ctx, filter, 'ledger') }),
  'bill/check': async (_input, { db }) => checkLedger(db),
  'bill_credit/inquire': async ({ user_id, ...filter }, { db }) =>
    listBills(db, { ...filter, userId: user_id, type: BillType.recharge }),
  'bill_credit/export': async (filter, ctx) => ({
    id: await exportLedger(ctx, { ...filter, type: BillType.recharge }, 'recharge-credits'),
  }),

  'pay_config/inquire': async (_input, { db, payments }) => {
    return publicPayConfig(await readPayConfig(db), payments.confirmation);
  },
  'pay_config/detail': async (_input, { db }) => readPayConfig(db),
  'pay_config/update': async (config, { db }) => {
    await writePayConfig(db, config);
    return {};
  },
};
