import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { MAINNET_USDT } from '../config';
import type { Db } from '../db/store';
import type { PaymentPort } from '../money/payment-port';
import type { ChainPort } from '../ports/chain';
import { createTronChain } from '../ports/tron-chain';
import type { Hub } from '../realtime/hub';
import type { SecretBox } from '../security/secrets';
import { createRateGate } from './pacing';
import { chainPayments, paymentAnnouncements } from './payments';
import { advanceSweeps, startSweeps } from './sweeps';
import type { WatcherTiming } from './timing';
import { createWatcher, runWatcher, type Watcher } from './watcher';

/**
 * Sweeps of every wallet worth it, started every `everyMinutes` by the process running the watcher;
 * off (0) unless configured, as an administrator usually starts them. A start refused for want of a
 * collection address is logged, not retried until the next turn.
 */
function scheduledSweeps(db: Db, everyMinutes: number, now: () => Date, log: FastifyBaseLogger) {
  let lastAt = now().getTime();
  return async () => {
    if (everyMinutes <= 0 || now().getTime() - lastAt < everyMinutes * 60_000) return;
    lastAt = now().getTime();
    try {
      const { started } = await startSweeps(db, { all: true });
      if (started > 0) log.info({ started }, 'scheduled collection sweeps started');
    } catch (error) {
      log.warn({ err: error }, 'scheduled collection sweeps not started');
    }
  };
}

/** How often the watcher looks for due addresses and confirming deposits. */
const ROUND_EVERY_MS = 3000;

export type DepositSetup = {
  payments: PaymentPort;
  watcher: Watcher;
  /** Moves the collection sweeps under way one step (run after each watcher round). */
  sweeps(): Promise<void>;
  stop(): Promise<void>;
};

/**
 * TRC20-USDT deposits, when a TronGrid endpoint is configured (or a test hands in a chain): the
 * payment port of per-user wallets and the watcher, run on the process that holds its lease.
 * Without either, recharges stay confirmed by hand and nothing here runs.
 */
export async function setupDeposits(
  config: Config,
  deps: {
    db: Db;
    secrets: SecretBox;
    realtime: Hub;
    now: () => Date;
    log: FastifyBaseLogger;
    chain?: ChainPort;
    /** Tests drive rounds themselves. */
    runWatcher: boolean;
    /** This process's name on job leases. */
    holder: string;
    timing?: Partial<WatcherTiming>;
  },
): Promise<DepositSetup | null> {
  const url = config.trongridUrl;
  if (!deps.chain && !url) return null;
  const chain =
    deps.chain ??
    (await createTronChain({
      url: url as string,
      apiKey: config.trongridApiKey,
      beforeRequest: createRateGate(config.trongridRps ?? 10),
    }));
  const usdtContract = config.usdtContract ?? MAINNET_USDT;
  const watcher = createWatcher({
    db: deps.db,
    chain,
    usdtContract,
    now: deps.now,
    events: paymentAnnouncements(deps.db, deps.realtime, deps.now),
    log: deps.log,
    timing: deps.timing,
  });
  const tron = { chain, usdtContract };
  const sweepDeps = { db: deps.db, tron, secrets: deps.secrets, now: deps.now };
  const sweeps = () => advanceSweeps(sweepDeps);
  const scheduled = scheduledSweeps(deps.db, config.sweepEveryMinutes ?? 0, deps.now, deps.log);
  const running = deps.runWatcher
    ? runWatcher(
        async () => {
          await watcher.round();
          await scheduled();
          await sweeps();
        },
        {
          db: deps.db,
          holder: deps.holder,
          everyMs: ROUND_EVERY_MS,
          log: deps.log,
          now: deps.now,
        },
      )
    : null;
  return {
    payments: chainPayments(deps.db, deps.secrets, tron, deps.now),
    watcher,
    sweeps,
    stop: async () => running?.stop(),
  };
}
