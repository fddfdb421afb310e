import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../server/db/schema';
import { openStore, type Store } from '../../server/db/store';
import { createEnricher, createIp2RegionGeo, type Enricher } from '../../server/visits/enrich';
import type { VisitRecord } from '../../server/visits/journal';
import type { EnrichedVisit } from '../../server/visits/rollups';
import { writeBatch } from '../../server/visits/writer';
import { freshDatabase } from '../support/database';
import { type SeededCodes, seedCodes } from '../support/seed-codes';

const CODES = Number(process.env.BENCH_CODES ?? 100_000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 20);
/** Visits per batch, a comma-separated list to compare sizes (`1000,5000,20000`). */
const BATCH_SIZES = (process.env.BENCH_BATCH ?? '1000').split(',').map(Number);
const SPREADS = ['uniform', 'zipf'] as const;
type Spread = (typeof SPREADS)[number];
/** `uniform` is the worst case (every visit a different code); `zipf` is how traffic is shaped. */
const SPREAD_CHOICE = (process.env.BENCH_SPREAD ?? 'uniform,zipf').split(',') as Spread[];
/** `postgres`, `pglite` or both. */
const DATABASES = (process.env.BENCH_DB ?? 'postgres,pglite').split(',');
const WECHAT_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';

/** Milliseconds spent in each kind of statement, named by its first words. */
type Timings = Map<string, number>;

const BEGIN_COMMIT = 'begin, commit';
/** Location and device of each visit, as the writer works them out before a batch. */
const ENRICH = 'enrich (address, user agent)';
/** What the writer spends outside the statements `execute` runs: the COPY of visit rows and the JavaScript. */
const REST = 'rest (COPY visits, JS)';

function add(timings: Timings, label: string, ms: number): void {
  timings.set(label, (timings.get(label) ?? 0) + ms);
}

/** The database with its `execute` timed per kind of statement. */
function timedStatements<T extends Store['db']>(db: T, timings: Timings): T {
  const execute = db.execute.bind(db);
  return new Proxy(db, {
    get(target, name, receiver) {
      if (name !== 'execute') return Reflect.get(target, name, receiver);
      return async (query: SQL) => {
        const started = performance.now();
        const result = await execute(query);
        add(timings, statementLabel(query), performance.now() - started);
        return result;
      };
    },
  });
}

/**
 * Times every statement the writer runs, in its transactions and before them. The writer takes
 * its database as a parameter, so the benchmark hands it one that reports its statements' times.
 */
function timedDb(store: Store, timings: Timings): Store['db'] {
  const outside = timedStatements(store.db, timings);
  return new Proxy(outside, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      return async (work: (tx: Store['db']) => Promise<unknown>) => {
        const opened = performance.now();
        let worked = opened;
        let ended = opened;
        const result = await store.db.transaction(async (tx) => {
          worked = performance.now();
          const answer = await work(timedStatements(tx as Store['db'], timings));
          ended = performance.now();
          return answer;
        });
        add(timings, BEGIN_COMMIT, worked - opened + performance.now() - ended);
        return result;
      };
    },
  });
}

function statementLabel(query: SQL): string {
  const first = query.queryChunks[0] as { value?: string[] } | undefined;
  return (first?.value?.[0] ?? '?').trim().split(/\s+/).slice(0, 3).join(' ');
}

/** Picks a code index in [0, count): uniformly, or by Zipf's law with s = 1 (a few codes get most visits). */
function codePicker(spread: Spread, count: number): () => number {
  if (spread === 'uniform') return () => Math.floor(Math.random() * count);
  const cumulative = new Float64Array(count);
  let total = 0;
  for (let rank = 0; rank < count; rank += 1) {
    total += 1 / (rank + 1);
    cumulative[rank] = total;
  }
  return () => {
    const target = Math.random() * total;
    let low = 0;
    let high = count - 1;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((cumulative[middle] as number) < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

type Run = {
  store: Store;
  seeded: SeededCodes;
  enricher: Enricher;
  spread: Spread;
  batch: number;
  detailed: boolean;
};

/** A batch of journaled visits to the seeded codes, spread as the run says. */
function randomRecords(run: Run, pick: () => number, sequence: { q: number }): VisitRecord[] {
  const { seeded, detailed } = run;
  return Array.from({ length: run.batch }, () => {
    const target = seeded.codes[pick()];
    sequence.q += 1;
    return {
      q: sequence.q,
      c: target?.codeId ?? 0,
      d: target?.destinationId ?? null,
      o: seeded.ownerId,
      t: Date.now(),
      ip: `223.104.${sequence.q % 250}.${sequence.q % 199}`,
      ua: WECHAT_IPHONE,
      r: '',
      s: 1,
      w: true,
      b: false,
      sc: false,
      lg: detailed,
    };
  });
}

/** What the writer does to each visit before its batch: location, carrier and device, and its day. */
function enrichAll(enricher: Enricher, records: VisitRecord[]): EnrichedVisit[] {
  const day = new Date().toISOString().slice(0, 10);
  return records.map((record) => ({
    record,
    enrichment: enricher.enrich(record.ip, record.ua),
    day,
    bot: false,
  }));
}

/** One run: its own journal, so that its sequence numbers starting at 1 are not taken for written ones. */
async function run(name: string, settings: Run): Promise<void> {
  const { spread, batch, detailed } = settings;
  const timings: Timings = new Map();
  const db = timedDb(settings.store, timings);
  const journal = `bench-${name}-${spread}-${batch}-${detailed ? 'detailed' : 'counts'}`;
  const pick = codePicker(spread, settings.seeded.codes.length);
  const sequence = { q: 0 };
  let writing = 0;
  for (let round = 0; round < BATCHES; round += 1) {
    const records = randomRecords(settings, pick, sequence);
    const started = performance.now();
    const visits = enrichAll(settings.enricher, records);
    add(timings, ENRICH, performance.now() - started);
    await writeBatch(db, journal, visits);
    writing += performance.now() - started;
  }
  // Enriching is timed apart; the rest is what no statement and no enriching took.
  const statements = [...timings.values()].reduce((sum, ms) => sum + ms, 0);
  timings.set(REST, writing - statements);
  const perSecond = (BATCHES * batch) / (writing / 1000);
  console.log(
    `\n${name}, ${spread}, ${detailed ? 'detailed' : 'counts only'}: ${perSecond.toFixed(0)} visits/s, ${(writing / BATCHES).toFixed(1)} ms per batch of ${batch}`,
  );
  for (const [label, ms] of timings)
    console.log(`  ${label.padEnd(36)} ${(ms / BATCHES).toFixed(1).padStart(7)} ms`);
}

async function runAll(name: string, store: Store): Promise<void> {
  const seeded = await seedCodes(store, CODES);
  const enricher = createEnricher(createIp2RegionGeo());
  for (const spread of SPREAD_CHOICE)
    for (const batch of BATCH_SIZES)
      for (const detailed of [true, false])
        await run(name, { store, seeded, enricher, spread, batch, detailed });
}

/**
 * PGlite in this thread, as the writer has it where it runs (beside the database, in the
 * database's thread) rather than through the client the app's other threads use.
 */
async function openPgliteHere(): Promise<Store> {
  const client = new PGlite();
  const db = drizzle(client, { schema });
  await migrate(db, {
    migrationsFolder: fileURLToPath(new URL('../../server/db/migrations', import.meta.url)),
  });
  return { db: db as unknown as Store['db'], kind: 'pglite', close: () => client.close() };
}

async function main(): Promise<void> {
  console.log(
    `bench/writer: ${CODES} codes, ${BATCHES} batches of ${BATCH_SIZES.join(' / ')} visits per run, spread ${SPREAD_CHOICE.join(' / ')}`,
  );
  if (DATABASES.includes('postgres')) {
    const database = await freshDatabase('writer');
    try {
      const pg = await openStore({ databaseUrl: database.url });
      await runAll('PostgreSQL', pg);
      await pg.close();
    } finally {
      await database.drop();
    }
  }
  if (DATABASES.includes('pglite')) {
    const lite = await openPgliteHere();
    await runAll('PGlite', lite);
    await lite.close();
  }
}

void main();
