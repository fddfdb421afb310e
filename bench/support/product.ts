import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/rows';
import { openStore, type Store } from '../../server/db/store';
import { freePort } from '../../tests/support/wait';
import { freshDatabase } from './database';
import { pinned, waitForOutput } from './load';
import { type SeedOptions, seedCodes } from './seed-codes';

/** A server a benchmark started and drives. */
export type RunningServer = { child: ChildProcess; url: string };

/** The product as a benchmark runs it, with everything it printed so far. */
export type RunningProduct = RunningServer & { output: () => string };

/**
 * What the database recorded: the codes' view counters summed (every visit), or the visit rows
 * (only the visits of codes with detailed logging).
 */
export type Recorded = 'views' | 'rows';

/** Seeded codes in one kind of database, and the environment that starts the product on it. */
export type SeededDatabase = {
  /** How the benchmarks name the product on it: `product on PostgreSQL`, `product on PGlite`. */
  name: string;
  env: Record<string, string>;
  /** Counts while no product runs: PGlite admits one process at a time. */
  recorded(what: Recorded): Promise<number>;
  /**
   * Bytes the server has written to its write-ahead log so far, and how many of its records were
   * whole pages (the first change to a page after a checkpoint): server-wide, so a figure for the
   * benchmark only while nothing else writes. Null on PGlite.
   */
  walWritten(): Promise<{ bytes: number; fullPages: number } | null>;
  dispose(): Promise<void>;
};

/** Flags for the product's node in every benchmark (`BENCH_NODE_FLAGS='--cpu-prof --cpu-prof-dir=prof'`). */
const NODE_FLAGS = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);

/**
 * The product on one core, once its code cache is warm and it answers: the runs measure the
 * steady state, every code cached, as after any start once warming ends.
 */
export async function startProduct(options: {
  name: string;
  core: string;
  env: Record<string, string>;
}): Promise<RunningProduct> {
  const port = await freePort();
  const child = pinned(options.core, process.execPath, [...NODE_FLAGS, '--import', 'tsx', 'server/main.ts'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    // Info, to see when the code cache is warm; redirects write no log lines.
    LOG_LEVEL: 'info',
    REDIS_URL: '',
    JOURNAL_NAME: `bench-${options.name.replace(/\W+/g, '-')}`,
    ...options.env,
  });
  const output = await waitForOutput(child, 'codes cached', 'code cache not warmed');
  const url = `http://127.0.0.1:${port}`;
  try {
    // Warming may end before or after the server listens (it does not wait for an embedded database).
    await answering(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${options.name} did not answer; it printed:\n${output().slice(-4000)}`, {
      cause: error,
    });
  }
  return { child, url, output };
}

/** Resolves once the server answers `/healthz`: asked rather than read from its start banner. */
async function answering(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (child.exitCode === null && Date.now() < deadline) {
    const healthy = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(child.exitCode === null ? 'timed out waiting' : `exited with ${child.exitCode}`);
}

/** The runtime's ceiling: a bare node:http server answering the same codes with a 302. */
export async function startNodeBaseline(core: string, codes: number): Promise<RunningServer> {
  const port = await freePort();
  const child = pinned(
    core,
    process.execPath,
    [join(import.meta.dirname, '..', 'redirect', 'baseline-node.mjs')],
    {
      PORT: String(port),
      BENCH_CODES: String(codes),
    },
  );
  await waitForOutput(child, 'listening');
  return { child, url: `http://127.0.0.1:${port}` };
}

async function countRecorded(store: Store, what: Recorded): Promise<number> {
  const query =
    what === 'views'
      ? sql`select coalesce(sum(view_number), 0)::bigint as n from codes`
      : sql`select count(*)::bigint as n from visits`;
  const [row] = rowsOf<{ n: string }>(await store.db.execute(query));
  return Number(row?.n ?? 0);
}

/** A fresh PostgreSQL database with `codes` seeded codes; dropped by `dispose`. */
async function seededPostgres(
  what: string,
  codes: number,
  masterKey: string,
  seeding: SeedOptions,
): Promise<SeededDatabase> {
  const database = await freshDatabase(what);
  const store = await openStore({ databaseUrl: database.url });
  await seedCodes(store, codes, seeding);
  return {
    name: 'product on PostgreSQL',
    env: {
      DATABASE_URL: database.url,
      MASTER_KEY: masterKey,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-pg-')),
    },
    recorded: (counted) => countRecorded(store, counted),
    async walWritten() {
      const [row] = rowsOf<{ bytes: string; full_pages: string }>(
        await store.db.execute(
          sql`select wal_bytes::text as bytes, wal_fpi::text as full_pages from pg_stat_wal`,
        ),
      );
      return { bytes: Number(row?.bytes ?? 0), fullPages: Number(row?.full_pages ?? 0) };
    },
    async dispose() {
      await store.close();
      await database.drop();
    },
  };
}

/** A fresh PGlite data folder with `codes` seeded codes (the product then runs without DATABASE_URL). */
async function seededPglite(codes: number, masterKey: string, options: SeedOptions): Promise<SeededDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-pglite-'));
  const seeding = await openStore({ dataDir });
  await seedCodes(seeding, codes, options);
  await seeding.close();
  return {
    name: 'product on PGlite',
    env: { DATA_DIR: dataDir, DATABASE_URL: '', MASTER_KEY: masterKey },
    async recorded(counted) {
      const store = await openStore({ dataDir });
      try {
        return await countRecorded(store, counted);
      } finally {
        await store.close();
      }
    },
    walWritten: async () => null,
    dispose: async () => undefined,
  };
}

export type DatabaseKind = 'postgres' | 'pglite';

/**
 * `bench` on the product on PostgreSQL, then on PGlite (or only the kinds given), each database
 * seeded with `codes` codes for it; the PostgreSQL database is dropped before PGlite is seeded.
 */
export async function onEachDatabase<T>(
  what: string,
  codes: number,
  bench: (database: SeededDatabase) => Promise<T>,
  kinds: readonly DatabaseKind[] = ['postgres', 'pglite'],
  seeding: SeedOptions = {},
): Promise<T[]> {
  const masterKey = randomBytes(32).toString('hex');
  const results: T[] = [];
  const seeders = {
    postgres: () => seededPostgres(what, codes, masterKey, seeding),
    pglite: () => seededPglite(codes, masterKey, seeding),
  };
  for (const kind of kinds) {
    const database = await seeders[kind]();
    results.push(await bench(database));
    await database.dispose();
  }
  return results;
}

/** The visits journaled and not yet in the database; null when `/healthz` does not answer in time. */
export async function backlogVisits(url: string): Promise<number | null> {
  try {
    const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1000) });
    const body = (await response.json()) as { backlog?: { visits: number } };
    return body.backlog?.visits ?? null;
  } catch {
    return null;
  }
}
