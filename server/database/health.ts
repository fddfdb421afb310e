import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { Db, Store } from '../db/store';
import { conflict, notFound } from '../http/errors';

/**
 * Lock waits and long statements from PostgreSQL's own views, limited to this database. PGlite
 * answers the same views for its one connection, where nothing can wait on anything else.
 */

const iso = (value: unknown): string | null => (value ? new Date(value as string).toISOString() : null);
const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

export async function lockWaits(db: Db) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select blocked.pid as blocked_pid, blocked.usename as blocked_user, blocked.query as blocked_sql,
             blocking.pid as blocking_pid, blocking.usename as blocking_user, blocking.query as blocking_sql,
             blocking.state as blocking_state, wanted.locktype as lock_type, wanted.mode as mode,
             coalesce(wanted.relation::regclass::text, '') as relation,
             coalesce(blocked.state_change, blocked.query_start) as waiting_since
      from pg_stat_activity blocked
      cross join lateral unnest(pg_blocking_pids(blocked.pid)) as blocker(pid)
      join pg_stat_activity blocking on blocking.pid = blocker.pid
      left join lateral (
        select locktype, mode, relation from pg_locks
        where pg_locks.pid = blocked.pid and not granted limit 1
      ) wanted on true
      where blocked.datname = current_database()
      order by waiting_since nulls last, blocked.pid`),
  );
  return rows.map((row) => ({
    blocked_pid: Number(row.blocked_pid),
    blocked_user: textOf(row.blocked_user),
    blocked_sql: textOf(row.blocked_sql),
    blocking_pid: Number(row.blocking_pid),
    blocking_user: textOf(row.blocking_user),
    blocking_sql: textOf(row.blocking_sql),
    blocking_state: textOf(row.blocking_state),
    lock_type: textOf(row.lock_type),
    mode: textOf(row.mode),
    relation: textOf(row.relation),
    waiting_since: iso(row.waiting_since),
  }));
}

export async function slowStatements(db: Db, minSeconds: number) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select pid, usename, coalesce(client_addr::text, '') as client_address, datname, state, query,
             query_start, extract(epoch from (clock_timestamp() - query_start))::float8 as seconds
      from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()
        and state is not null and state <> 'idle' and query_start is not null
        and clock_timestamp() - query_start >= make_interval(secs => ${minSeconds})
      order by query_start`),
  );
  return rows.map((row) => ({
    pid: Number(row.pid),
    user: textOf(row.usename),
    client_address: textOf(row.client_address),
    database: textOf(row.datname),
    state: textOf(row.state),
    seconds: Math.round(Number(row.seconds) * 10) / 10,
    sql: textOf(row.query),
    started_at: iso(row.query_start),
  }));
}

/**
 * Cancels a backend's statement or ends the backend. Only a backend of this database, and never
 * the one asking: a pid that is gone (or another database's) is "not found".
 */
export async function signalBackend(db: Db, pid: number, how: 'cancel' | 'terminate'): Promise<boolean> {
  const [found] = rowsOf<{ own: boolean }>(
    await db.execute(sql`
      select pid = pg_backend_pid() as own from pg_stat_activity
      where pid = ${pid} and datname = current_database()`),
  );
  if (!found) throw notFound('db_health.backend_gone');
  if (found.own) throw conflict('db_health.own_backend');
  const [signalled] = rowsOf<{ done: boolean }>(
    await db.execute(
      how === 'cancel'
        ? sql`select pg_cancel_backend(${pid}) as done`
        : sql`select pg_terminate_backend(${pid}) as done`,
    ),
  );
  return signalled?.done === true;
}

export const isEmbedded = (store: Store) => store.kind === 'pglite';
