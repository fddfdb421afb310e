import type { MessagePort } from 'node:worker_threads';
import type { PlainError } from '../../threads/plain-error';

/**
 * Messages between the thread that answers requests and the embedded database's own thread. One
 * thread owns the PGlite instance; the other reaches it through these, each call answered by id.
 */

export type RowMode = 'array' | 'object';

export type ToDatabase =
  /** A statement, inside the open transaction `tx` when given. */
  | { type: 'query'; id: number; sql: string; params: unknown[]; rowMode: RowMode; blob?: Blob; tx?: number }
  /** Opens a transaction once the database is free; answered with its number. */
  | { type: 'begin'; id: number }
  /** Ends transaction `tx`: committed, or rolled back. */
  | { type: 'end'; id: number; tx: number; commit: boolean }
  /**
   * Runs `exported` of `module` in the database thread with `port` and `data`, beside the
   * database (the visit writer): it gets the database directly, without a message per statement.
   */
  | { type: 'attach'; id: number; module: string; exported: string; data: unknown; port: MessagePort }
  | { type: 'close'; id: number };

export type FromDatabase =
  | { type: 'ready' }
  | { type: 'failed'; error: PlainError }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: PlainError };

/** What the thread is started with. */
export type DatabaseThreadData = { role: 'embedded-database'; dataDir?: string; migrationsFolder: string };
