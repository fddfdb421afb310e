import type { databaseHealthCalls } from '../../contract/areas/database-health';
import { isEmbedded, lockWaits, signalBackend, slowStatements } from '../database/health';
import type { Handlers } from '../http/handlers';

export const databaseHealthHandlers: Handlers<typeof databaseHealthCalls> = {
  'mysql_lock/inquire': async (_input, { db, store }) => ({
    embedded: isEmbedded(store),
    list: await lockWaits(db),
  }),
  'mysql_time_consuming/inquire': async ({ min_seconds }, { db, store }) => ({
    embedded: isEmbedded(store),
    list: await slowStatements(db, min_seconds),
  }),
  'mysql_time_consuming/cancel': async ({ pid }, { db }) => ({
    done: await signalBackend(db, pid, 'cancel'),
  }),
  'mysql_time_consuming/terminate': async ({ pid }, { db }) => ({
    done: await signalBackend(db, pid, 'terminate'),
  }),
};
