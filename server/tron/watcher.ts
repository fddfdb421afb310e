import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DepositStatus, OrderStatus, OrderType } from '../../contract/enums';
import { chainCursors, orders, tronWallets } from '../db/schema';
import type { Db } from '../db/store';
import { type LeasedLoop, startLeasedLoop } from '../jobs/lease';
import { readPayConfig } from '../money/pay-config';
import type { Credit } from '../money/recharge';
import { type ChainPort, ChainUnavailable, type ListedTransfer } from '../ports/chain';
import { USDT_DECIMALS } from './amounts';
import {
  decideDeposit,
  depositsOfTransaction,
  ignoredFromListing,
  judgeListedTransfer,
  type Observation,
  type Watch,
} from './deposit-rules';
import {
  confirmingDeposits,
  creditDeposit,
  type DepositRow,
  failDeposit,
  knownTransactions,
  noteBlock,
  recordEvents,
} from './deposits';
import { nextBackoff } from './pacing';
import { watcherStatus } from './status';
import { DEFAULT_TIMING, type WatcherTiming } from './timing';

export type WatcherEvents = {
  /** A transfer to a user's wallet was recorded and awaits confirmation. */
  seen(deposit: DepositRow): Promise<void>;
  credited(credit: Credit, deposit: { txHash: string }): Promise<void>;
};

export type WatcherOptions = {
  db: Db;
  chain: ChainPort;
  usdtContract: string;
  now: () => Date;
  events: WatcherEvents;
  /** Where a transfer refused for a hash spent another way is told. */
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  timing?: Partial<WatcherTiming>;
};

type Wallet = { id: number; userId: number; base58: string };
type DueWallet = Wallet & { minTimestamp: number };

/**
 * The deposit watcher: reads each deposit address's incoming USDT transfers from its cursor
 * (minus an overlap), records every one as its own row, and credits each once the solidified
 * receipt bears it out. Everything it does is keyed in the database — the cursor per address,
 * (tx, log) per deposit, `dep:<tx>:<log>` per ledger row, the spent hash per transaction — so a
 * restart, a replay or a second process doing the same round at once can neither skip nor credit
 * twice, nor credit a transfer a hand credit or an outgoing payment already spent.
 */
export function createWatcher(options: WatcherOptions) {
  const { db, chain, usdtContract, events } = options;
  const timing = { ...DEFAULT_TIMING, ...options.timing };

  /** Reads one address from its cursor and moves the cursor only past what was recorded. */
  async function pollWallet(wallet: DueWallet): Promise<void> {
    const watch: Watch = { address: wallet.base58, usdtContract, decimals: USDT_DECIMALS };
    const from = Math.max(0, wallet.minTimestamp - timing.overlapMs);
    const fingerprints = new Set<string>();
    let fingerprint: string | undefined;
    let reached = wallet.minTimestamp;
    for (let page = 0; ; page++) {
      const listed = await chain.listIncoming(wallet.base58, {
        minTimestamp: from,
        fingerprint,
        limit: timing.pageLimit,
      });
      const unresolved = await recordRows(wallet, watch, listed.rows);
      if (unresolved !== null) {
        reached = Math.min(reached, unresolved);
        break;
      }
      reached = Math.max(reached, ...listed.rows.map((row) => row.blockTimestamp));
      if (!listed.fingerprint || page + 1 >= timing.maxPages) break;
      if (fingerprints.has(listed.fingerprint))
        throw new ChainUnavailable('transfer listing: paging repeats itself');
      fingerprints.add(listed.fingerprint);
      fingerprint = listed.fingerprint;
    }
    await db
      .update(chainCursors)
      .set({ minTimestamp: reached, polledAt: options.now(), lastError: '' })
      .where(eq(chainCursors.address, wallet.base58));
  }

  /**
   * Records a page's rows in order; answers the block time of the first one that could not be
   * looked up yet (the cursor must stay before it), or null when every row is recorded.
   */
  async function recordRows(
    wallet: Wallet,
    watch: Watch,
    rows: readonly ListedTransfer[],
  ): Promise<number | null> {
    const known = await knownTransactions(
      db,
      wallet.id,
      rows.map((row) => row.txId),
    );
    for (const row of rows) {
      const verdict = judgeListedTransfer(row, watch);
      if (verdict.kind === 'ignored') {
        await recordEvents(db, wallet, row, [ignoredFromListing(verdict.remark)], options.now());
        continue;
      }
      if (known.has(row.txId)) continue;
      const outcome = await chain.transactionOutcome(row.txId, 'head');
      if (!outcome.found) return row.blockTimestamp;
      const recorded = await recordEvents(
        db,
        wallet,
        row,
        depositsOfTransaction(outcome, watch),
        options.now(),
      );
      known.add(row.txId);
      for (const deposit of recorded) {
        if (deposit.status === DepositStatus.confirming) await events.seen(deposit);
      }
    }
    return null;
  }

  /** Looks at every confirming deposit's solidified receipt, and credits or fails it. */
  async function confirmDeposits(): Promise<void> {
    const waiting = await confirmingDeposits(db, 200);
    if (waiting.length === 0) return;
    const { confirmations } = await readPayConfig(db);
    const head = await chain.head('head');
    const observed = new Map<string, Observation>();
    for (const deposit of waiting) {
      let observation = observed.get(deposit.txHash);
      if (!observation) {
        const outcome = await chain.transactionOutcome(deposit.txHash, 'solidified');
        observation = outcome.found
          ? { kind: 'solidified', outcome, confirmations: head.number - outcome.blockNumber }
          : { kind: 'not_solidified' };
        observed.set(deposit.txHash, observation);
      }
      await settleDeposit(deposit, observation, confirmations);
    }
  }

  async function settleDeposit(deposit: DepositRow, observation: Observation, confirmations: number) {
    const watch = { address: deposit.toAddress, usdtContract, decimals: USDT_DECIMALS };
    const decision = decideDeposit(deposit, observation, watch, confirmations);
    if (observation.kind === 'solidified' && deposit.block === null) {
      await noteBlock(db, deposit.id, observation.outcome.blockNumber);
    }
    if (decision.next === DepositStatus.failed) await failDeposit(db, deposit.id, decision.remark);
    if (decision.next !== DepositStatus.credited) return;
    const outcome = await creditDeposit(db, deposit.id, options.now());
    if (outcome?.kind === 'credited') await events.credited(outcome.credit, { txHash: deposit.txHash });
    if (outcome?.kind === 'spent_elsewhere') {
      const { kind, refId } = outcome.holder;
      const facts = { depositId: deposit.id, txHash: deposit.txHash, spentBy: kind, spentRef: refId };
      // A hand credit ahead of the chain is routine; an outgoing payment's hash arriving as a deposit is not.
      if (kind === 'recharge')
        options.log.info(facts, 'deposit already credited by hand: not credited again');
      else options.log.warn(facts, 'deposit transaction already spent by an outgoing payment: not credited');
    }
  }

  /** Addresses whose turn it is: hot ones every few seconds, the rest every few minutes, oldest first. */
  async function dueWallets(now: Date): Promise<DueWallet[]> {
    const pendingOrder = sql`exists (select 1 from ${orders} where ${orders.userId} = ${tronWallets.userId}
      and ${orders.type} = ${OrderType.recharge} and ${orders.status} = ${OrderStatus.pending_payment}
      and ${orders.expireTime} > ${now.toISOString()}::timestamptz)`;
    const hot = or(gt(chainCursors.hotUntil, now), pendingOrder);
    const rows = await db
      .select({
        id: tronWallets.id,
        userId: tronWallets.userId,
        base58: tronWallets.base58,
        minTimestamp: chainCursors.minTimestamp,
      })
      .from(tronWallets)
      .innerJoin(chainCursors, eq(chainCursors.address, tronWallets.base58))
      .where(
        and(
          eq(tronWallets.deleted, false),
          or(
            isNull(chainCursors.polledAt),
            and(hot, lte(chainCursors.polledAt, new Date(now.getTime() - timing.hotEveryMs))),
            lte(chainCursors.polledAt, new Date(now.getTime() - timing.slowEveryMs)),
          ),
        ),
      )
      .orderBy(sql`${chainCursors.polledAt} asc nulls first`, asc(tronWallets.id))
      .limit(timing.addressesPerRound);
    return rows;
  }

  /**
   * One round: the due addresses, then the confirming deposits. An address the chain would not
   * answer for keeps its error for the console; a throttling answer ends the round at once.
   */
  async function round(): Promise<void> {
    for (const wallet of await dueWallets(options.now())) {
      try {
        await pollWallet(wallet);
      } catch (error) {
        if (!(error instanceof ChainUnavailable)) throw error;
        await db
          .update(chainCursors)
          .set({ lastError: error.message.slice(0, 500), errorAt: options.now() })
          .where(eq(chainCursors.address, wallet.base58));
        if (error.throttled) throw error;
      }
    }
    await confirmDeposits();
  }

  return { round, pollWallet, confirmDeposits };
}

export type Watcher = ReturnType<typeof createWatcher>;

const LEASE_NAME = 'chain-watcher';
/**
 * A lease lasts this many rounds, renewed each round: a process that died gives way to another
 * within seconds, one that merely ran a slow round keeps it.
 */
const LEASE_ROUNDS = 5;
const LAG_ALERT_EVERY_MS = 60_000;

export type RunningWatcher = LeasedLoop;

/**
 * Runs rounds while this process holds the lease: every `everyMs`, or later after a failure
 * (doubling up to a minute, at least what the server asked for).
 */
export function runWatcher(
  round: () => Promise<void>,
  options: { db: Db; holder: string; everyMs: number; log: FastifyBaseLogger; now: () => Date },
): RunningWatcher {
  let alertedAt = 0;
  /** Once a minute at most, an error in the log while some address is read later than it should be. */
  async function alertWhenBehind() {
    const now = options.now();
    if (now.getTime() - alertedAt < LAG_ALERT_EVERY_MS) return;
    const status = await watcherStatus(options.db, true, now);
    if (status.lag_seconds === 0) return;
    alertedAt = now.getTime();
    options.log.error(
      { lagSeconds: status.lag_seconds, lastError: status.last_error, address: status.last_error_address },
      'chain watcher is behind: deposits may be credited late (none is lost)',
    );
  }

  return startLeasedLoop({
    ...options,
    name: LEASE_NAME,
    leaseRounds: LEASE_ROUNDS,
    round: async () => {
      await round();
      await alertWhenBehind();
    },
    backoff: (lastWaitMs, error) =>
      nextBackoff(lastWaitMs, error instanceof ChainUnavailable ? error.retryAfterMs : null),
  });
}
