import type { tronAreaCalls } from '../../contract/areas/tron';
import { conflict } from '../http/errors';
import type { CallContext, Handlers } from '../http/handlers';
import { latestDepositsOf, listDeposits } from '../tron/deposits';
import { watcherStatus } from '../tron/status';
import { listSweeps, reconcile, retrySweep, startSweeps } from '../tron/sweeps';
import { listWallets, refreshWallet, revealPrivateKey } from '../tron/wallets';

/** How long the recharge page keeps its address closely watched after it was last opened. */
const PAGE_OPEN_WATCH_MS = 15 * 60_000;

function chainOf(ctx: CallContext) {
  if (!ctx.payments.tron) throw conflict('tron.no_chain');
  return ctx.payments.tron;
}

export const tronHandlers: Handlers<typeof tronAreaCalls> = {
  'tron/inquire': async (filter, { db }) => listWallets(db, filter),
  'tron/refresh': async ({ id }, ctx) => {
    const { chain, usdtContract } = chainOf(ctx);
    return refreshWallet(ctx.db, chain, id, usdtContract, ctx.now());
  },
  'tron/reveal': async ({ id, password }, { db, secrets, actor }) => ({
    private_key: await revealPrivateKey(db, secrets, { id, callerId: actor.userId, password }),
  }),

  'usdt_transaction_record/inquire': async (filter, { db }) => listDeposits(db, filter),
  'usdt_transaction_record/status': async (_input, { db, payments, now }) =>
    watcherStatus(db, payments.tron !== null, now()),

  'tron_transaction_summary/inquire': async (filter, { db }) => listSweeps(db, filter),
  'tron_transaction_summary/sweep': async ({ wallet_ids, all }, ctx) => {
    chainOf(ctx);
    return startSweeps(ctx.db, { walletIds: wallet_ids, all });
  },
  'tron_transaction_summary/retry': async ({ id }, ctx) => ({
    id: await retrySweep(ctx.db, chainOf(ctx).chain, id, ctx.now()),
  }),
  // Opening the page without a chain is normal, not a conflict: the page says so.
  'tron_transaction_summary/reconcile': async (_input, ctx) =>
    ctx.payments.tron
      ? reconcile({ db: ctx.db, tron: ctx.payments.tron, secrets: ctx.secrets, now: ctx.now })
      : null,

  'balance_recharge/wallet': async (_input, { db, actor, payments, now }) => {
    const address = await payments.depositAddress(
      actor.userId,
      new Date(now().getTime() + PAGE_OPEN_WATCH_MS),
    );
    return { address, transfers: address ? await latestDepositsOf(db, actor.userId) : [] };
  },
};
