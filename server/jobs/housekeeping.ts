import { and, isNotNull, lt, or } from 'drizzle-orm';
import { loginFailures, loginLocks, operationLogs, sessions } from '../db/schema';
import { readLogConfig } from '../http/operation-log';
import type { Job } from './scheduler';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Housekeeping that keeps tables from growing without bound. */
export const housekeepingJobs: Job[] = [
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
      // Failures older than a week are outside any configurable window (a week at most).
      await db.delete(loginFailures).where(lt(loginFailures.createdAt, new Date(now.getTime() - 7 * DAY_MS)));
      await db.delete(loginLocks).where(lt(loginLocks.lockedUntil, now));
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
