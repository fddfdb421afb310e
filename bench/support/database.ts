import { type CreatedDatabase, createDatabase } from '../../tests/support/postgres-database';

/** The PostgreSQL server the benchmarks create their databases on. */
const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchDatabase = CreatedDatabase;

/** A new, empty database for one benchmark run (`lc_bench_<what>_<random>`), dropped by `drop`. */
export function freshDatabase(what: string): Promise<BenchDatabase> {
  return createDatabase(ADMIN_URL, `lc_bench_${what}`);
}
