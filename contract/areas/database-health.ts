import { z } from 'zod';
import { call, isoTime, MAX_INT4, prefixed } from '../call';
import { text } from '../text';

/**
 * The database's health (SPEC §8 `mysql_lock` / `mysql_time_consuming`, names kept for saved
 * layouts): who waits for a lock held by whom, and which statements run long — read from
 * PostgreSQL's own views. A super administrator may cancel a statement or end a backend.
 */

/** Whether the embedded database answered: it has one connection, so nothing ever waits on another. */
const embedded = z.boolean();

export const lockWaitSchema = z.object({
  blocked_pid: z.int(),
  blocked_user: text(),
  blocked_sql: text(),
  blocking_pid: z.int(),
  blocking_user: text(),
  blocking_sql: text(),
  /** The blocking backend's state, e.g. `idle in transaction` — a transaction left open. */
  blocking_state: text(),
  lock_type: text(),
  mode: text(),
  relation: text(),
  waiting_since: isoTime.nullable(),
});

export const slowStatementSchema = z.object({
  pid: z.int(),
  user: text(),
  client_address: text(),
  database: text(),
  state: text(),
  seconds: z.number(),
  sql: text(),
  started_at: isoTime.nullable(),
});

const backendInput = z.object({ pid: z.int().min(1).max(MAX_INT4) });

export const databaseHealthCalls = {
  ...prefixed('mysql_lock', {
    inquire: call({
      summary: 'Lock waits: each waiting backend with the backend that blocks it',
      effect: 'read',
      access: 'permission',
      input: z.object({}),
      output: z.object({ embedded, list: z.array(lockWaitSchema) }),
    }),
  }),
  ...prefixed('mysql_time_consuming', {
    inquire: call({
      summary: 'Statements running longer than the given seconds, longest first',
      effect: 'read',
      access: 'permission',
      input: z.object({ min_seconds: z.number().min(0).max(86_400).default(1) }),
      output: z.object({ embedded, list: z.array(slowStatementSchema) }),
    }),
    cancel: call({
      summary: 'Cancel the statement a backend is running (its transaction fails, the connection stays)',
      effect: 'write',
      access: 'permission',
      input: backendInput,
      output: z.object({ done: z.boolean() }),
    }),
    terminate: call({
      summary: 'End a backend: its connection closes and its open transaction is rolled back',
      effect: 'write',
      access: 'permission',
      input: backendInput,
      output: z.object({ done: z.boolean() }),
    }),
  }),
};
