import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/** The PostgreSQL server the benchmarks create their databases on. */
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = { url: string; drop(): Promise<void> };

/** A new, empty database for one benchmark run (`lc_bench_<what>_<random>`), dropped by `drop`. */
export async function freshDatabase(what: string): Promise<BenchDatabase> {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  const name = `lc_bench_${what}_${randomBytes(3).toString('hex')}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
