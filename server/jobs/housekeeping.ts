import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import { AsyncOperationStatus, DEFAULT_LOCALE, type Locale } from '../../contract/enums';
import {
  asyncOperations,
  domainChecks,
  knownDevices,
  loginThrottles,
  operationLogs,
  sessions,
  telegramBindCodes,
  telegramOutbox,
  webhookAttempts,
  webhookDeliveries,
} from '../db/schema';
import { readLogConfig } from '../http/operation-log';
import { translate } from '../i18n';
import { forgetGoneServers } from '../servers/heartbeat';
import { readConfiguration } from '../settings/configuration';
import { maintainVisitPartitions } from '../visits/partitions';
import type { Job } from './scheduler';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const EXPORT_GIVE_UP_MS = 6 * HOUR_MS;

/** Raw visits' day partitions: the coming days made ahead, days past the retention dropped. */
export const visitPartitionJob: Job = {
  name: 'visit_partitions',
  everyMs: HOUR_MS,
  async run(db, now) {
    const { visit_retention_days } = await readConfiguration(db);
    await maintainVisitPartitions(db, now, visit_retention_days);
  },
};

/** Housekeeping that keeps tables from growing without bound. */
export const housekeepingJobs: Job[] = [
  visitPartitionJob,
  {
    name: 'monitoring_retention',
    everyMs: HOUR_MS,
    async run(db, now) {
      // A month of checks is the history people look at; sent alerts, spent codes and processes gone
      // for a day are done with.
      await db.delete(domainChecks).where(lt(domainChecks.roundAt, new Date(now.getTime() - 30 * DAY_MS)));
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
      await db
        .delete(telegramOutbox)
        .where(or(lt(telegramOutbox.sentAt, weekAgo), lt(telegramOutbox.failedAt, weekAgo)));
      await db.delete(telegramBindCodes).where(lt(telegramBindCodes.expiresAt, weekAgo));
      await forgetGoneServers(db, now);
    },
  },
  {
    name: 'webhook_log_retention',
    everyMs: HOUR_MS,
    async run(db, now) {
      // Every attempt is kept 30 days. Retries end after about a day, so a delivery that old is
      // settled, or waits for an endpoint that was disabled meanwhile and would only be stale news.
      const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
      await db.delete(webhookAttempts).where(lt(webhookAttempts.createdAt, monthAgo));
      await db.delete(webhookDeliveries).where(lt(webhookDeliveries.createdAt, monthAgo));
    },
  },
  {
    name: 'operation_log_retention',
    everyMs: HOUR_MS,
    async run(db, now) {
      const { retention_days } = await readLogConfig(db);
      await db
        .delete(operationLogs)
        .where(lt(operationLogs.createdAt, new Date(now.getTime() - retention_days * DAY_MS)));
    },
  },
  {
    name: 'login_lockout_cleanup',
    everyMs: 10 * 60_000,
    async run(db, now) {
      // A streak is forgotten after its delay and a quiet window, each a week at most.
      await db
        .delete(loginThrottles)
        .where(lt(loginThrottles.lastFailureAt, new Date(now.getTime() - 14 * DAY_MS)));
      await db.delete(knownDevices).where(lt(knownDevices.expiresAt, now));
    },
  },
  {
    name: 'abandoned_exports',
    everyMs: HOUR_MS,
    async run(db, now) {
      // A job is written by the process that started it; one running this long died with its process.
      const abandoned = await db
        .select({ id: asyncOperations.id, params: asyncOperations.params })
        .from(asyncOperations)
        .where(
          and(
            eq(asyncOperations.status, AsyncOperationStatus.in_progress),
            lt(asyncOperations.createdAt, new Date(now.getTime() - EXPORT_GIVE_UP_MS)),
          ),
        );
      for (const operation of abandoned) {
        const locale = (operation.params as { locale?: Locale }).locale ?? DEFAULT_LOCALE;
        await db
          .update(asyncOperations)
          .set({
            status: AsyncOperationStatus.abnormal,
            message: translate(locale, 'async_operations.interrupted'),
            finishedAt: now,
          })
          .where(eq(asyncOperations.id, operation.id));
      }
    },
  },
  {
    name: 'session_cleanup',
    everyMs: HOUR_MS,
    async run(db, now) {
      const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
      await db
        .delete(sessions)
        .where(
          or(
            lt(sessions.expiresAt, weekAgo),
            and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, weekAgo)),
          ),
        );
    },
  },
];
