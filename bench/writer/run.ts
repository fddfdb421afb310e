import type { SQL } from 'drizzle-orm';
import { openStore, type Store } from '../../server/db/store';
import { createEnricher, createIp2RegionGeo } from '../../server/visits/enrich';
import type { VisitRecord } from '../../server/visits/journal';
import type { EnrichedVisit } from '../../server/visits/rollups';
import { writeBatch } from '../../server/visits/writer';
import { freshDatabase } from '../support/database';
import { type SeededCodes, seedCodes } from '../support/seed-codes';

const CODES = Number(process.env.BENCH_CODES ?? 100_000);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 20);
const BATCH = Number(process.env.BENCH_BATCH ?? 1000);
const WECHAT_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47';

/** Milliseconds spent in each kind of statement, named by its first words. */
type Timings = Map<string, number>;

/**
 * Times every statement the writer's transactions run. The writer takes its database as a
 * parameter, so the benchmark hands it one whose transactions report their statements' times.
 */
function timedDb(store: Store, timings: Timings): Store['db'] {
  const { db } = store;
  return new Proxy(db, {
    get(target, property, receiver) {
      if (property !== 'transaction') return Reflect.get(target, property, receiver);
      return (work: (tx: Store['db']) => Promise<unknown>) =>
        target.transaction((tx) => {
          const execute = tx.execute.bind(tx);
          const timed = new Proxy(tx, {
            get(inner, name, innerReceiver) {
              if (name !== 'execute') return Reflect.get(inner, name, innerReceiver);
              return async (query: SQL) => {
                const started = performance.now();
                const result = await execute(query);
                const label = statementLabel(query);
                timings.set(label, (timings.get(label) ?? 0) + performance.now() - started);
                return result;
              };
            },
          });
          return work(timed as Store['db']);
        });
    },
  });
}

function statementLabel(query: SQL): string {
  const first = query.queryChunks[0] as { value?: string[] } | undefined;
  return (first?.value?.[0] ?? '?').trim().split(/\s+/).slice(0, 3).join(' ');
}

function randomBatch(seeded: SeededCodes, detailed: boolean, sequence: { q: number }): EnrichedVisit[] {
  const enricher = createEnricher(createIp2RegionGeo());
  const day = new Date().toISOString().slice(0, 10);
  return Array.from({ length: BATCH }, () => {
    const target = seeded.codes[Math.floor(Math.random() * seeded.codes.length)];
    sequence.q += 1;
    const record: VisitRecord = {
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
    return { record, enrichment: enricher.enrich(record.ip, record.ua), day, bot: false };
  });
}

async function run(name: string, store: Store, seeded: SeededCodes, detailed: boolean): Promise<void> {
  const timings: Timings = new Map();
  const db = timedDb(store, timings);
  const sequence = { q: 0 };
  let writing = 0;
  for (let batch = 0; batch < BATCHES; batch += 1) {
    const visits = randomBatch(seeded, detailed, sequence);
    const started = performance.now();
    await writeBatch(db, `bench-${name}`, visits);
    writing += performance.now() - started;
  }
  const perSecond = (BATCHES * BATCH) / (writing / 1000);
  console.log(
    `\n${name}, ${detailed ? 'detailed' : 'counts only'}: ${perSecond.toFixed(0)} visits/s, ${(writing / BATCHES).toFixed(1)} ms per batch of ${BATCH}`,
  );
  for (const [label, ms] of timings)
    console.log(`  ${label.padEnd(36)} ${(ms / BATCHES).toFixed(1).padStart(7)} ms`);
}

async function main(): Promise<void> {
  console.log(`bench/writer: ${CODES} codes, ${BATCHES} batches of ${BATCH} random visits per run`);
  const database = await freshDatabase('writer');
  try {
    const pg = await openStore({ databaseUrl: database.url });
    const seeded = await seedCodes(pg, CODES);
    await run('PostgreSQL', pg, seeded, true);
    await run('PostgreSQL', pg, seeded, false);
    await pg.close();
  } finally {
    await database.drop();
  }
  const lite = await openStore({});
  const seeded = await seedCodes(lite, CODES);
  await run('PGlite', lite, seeded, true);
  await run('PGlite', lite, seeded, false);
  await lite.close();
}

void main();
