import type { Journal } from './journal';
import { WorkerVisitWriter } from './worker-writer';
import { EMBEDDED_BATCH_LIMIT, VisitWriter, type VisitWriterOptions, type VisitWriting } from './writer';

/**
 * The visit writer for this app. PostgreSQL is written from a worker thread with a connection of
 * its own, which sets up the same enrichment (ip2region) and the site's time zone itself; PGlite
 * lives inside this thread and cannot be shared, so it is written here with `enricher` and
 * `dayOf`.
 */
export function createVisitWriter(
  options: VisitWriterOptions & {
    journal: Journal;
    /** Set for PostgreSQL: the writer then runs in a worker thread. */
    databaseUrl?: string;
  },
): VisitWriting {
  const { databaseUrl } = options;
  if (databaseUrl === undefined) return new VisitWriter({ batchLimit: EMBEDDED_BATCH_LIMIT, ...options });
  return new WorkerVisitWriter({
    databaseUrl,
    db: options.db,
    journal: options.journal,
    intervalMs: options.intervalMs,
    window: options.window,
    onError: options.onError,
    onWritten: options.onWritten,
  });
}
