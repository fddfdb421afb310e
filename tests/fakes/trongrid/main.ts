/**
 * Runs the fake TronGrid by hand: `PORT` (9090), `HOST` (127.0.0.1), `SOLID_LAG` (19),
 * `AUTO_MINE_MS` (3000; 0 = blocks only on request). The chain's clock starts at the current time,
 * so timestamps look like today's and a watcher's time windows work as they would on mainnet.
 */
import { BLOCK_INTERVAL_MS } from './chain';
import { startFakeTronGrid } from './fake-trongrid';

const START_HEAD = 1000;

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a non-negative number`);
  return value;
}

const fake = await startFakeTronGrid({
  port: envNumber('PORT', 9090),
  host: process.env.HOST ?? '127.0.0.1',
  solidLag: envNumber('SOLID_LAG', 19),
  // Block times stay on the 3 s grid, as on mainnet.
  genesisTime: (Math.floor(Date.now() / BLOCK_INTERVAL_MS) - START_HEAD) * BLOCK_INTERVAL_MS,
  autoMineMs: envNumber('AUTO_MINE_MS', BLOCK_INTERVAL_MS),
});

const { url, chain } = fake;
console.log(
  `fake TronGrid listening on ${url}  (USDT ${chain.usdt.address}, lookalike ${chain.lookalikeUsdt.address})`,
);
console.log(
  `Point tronweb / the watcher at ${url}. Drive it with JSON POSTs: ` +
    `/_control/transfer {"to":"T…","amount":"12.5"} mines a USDT transfer (options: from, value, token, ` +
    `type Transfer|Approval, receipt SUCCESS|REVERT|OUT_OF_ENERGY, count); /_control/fund ` +
    `{"address":"T…","trx":"10","usdt":"5"}; /_control/mine {"blocks":20}; /_control/solidify; ` +
    `/_control/clock {"advanceMs":60000}; /_control/faults {"status":429,"count":3} (also garbage, delayMs, ` +
    `repeatFingerprint, outage, clear); /_control/reset; GET /_control/state shows head, solid, request ` +
    `counts, broadcasts and balances. Example: curl -s -XPOST ${url}/_control/transfer -d '{"to":"T…","amount":"1"}'`,
);

function shutdown(): void {
  fake.close().finally(() => process.exit(0));
}
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
