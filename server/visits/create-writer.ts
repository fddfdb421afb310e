import type { Store } from '../db/store';
import type { Journal } from './journal';
import { WorkerVisitWriter, writerBesideDatabase, writerThreadOn } from './worker-writer';
import { VisitWriter, type VisitWriterOptions, type VisitWriting } from './writer';

/**
 * The visit writer for this app, never in the thread that answers visitors. PostgreSQL is written
 * from a worker thread with a connection of its own; the embedded database from its own thread,
 * beside it. Either sets up the same enrichment (ip2region) and the site's time zone itself.
 * Only a store that can do neither (one a test made) is written here, with `enricher` and `dayOf`.
 */
export function createVisitWriter(
  options: VisitWriterOptions & {
    journal: Journal;
    store: Pick<Store, 'kind' | 'attach'>;
    /** PostgreSQL's address: the writer thread connects to it. */
    databaseUrl?: string;
    /** The writer thread's nice value (`JOURNAL_WRITER_NICE`). */
    nice?: number;
  },
): VisitWriting {
  const { store, databaseUrl } = options;
  const open =
    store.kind === 'postgres' && databaseUrl !== undefined
      ? writerThreadOn(databaseUrl)
      : store.attach
        ? writerBesideDatabase(store.attach)
        : null;
  if (!open) return new VisitWriter(options);
  return new WorkerVisitWriter({
    open,
    db: options.db,
    journal: options.journal,
    intervalMs: options.intervalMs,
    nice: options.nice,
    window: options.window,
    onError: options.onError,
    onWritten: options.onWritten,
  });
}
