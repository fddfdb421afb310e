import { and, count, eq, gt, inArray } from 'drizzle-orm';
import { loginFailures, loginLocks } from '../db/schema';
import type { Db } from '../db/store';

/** How many failures within how many minutes lock the account and the source IP, and for how long. */
export type LockoutPolicy = { failures: number; windowMinutes: number; lockMinutes: number };

const MINUTE_MS = 60_000;

/** Both the account and the address are locked: guessing one account from many IPs, or many accounts from one IP, both stop. */
export function lockSubjects(account: string, ip: string): string[] {
  return [`account:${account.toLowerCase()}`, `ip:${ip}`];
}

/** Whole minutes left on the longest active lock of these subjects, or 0 when none is active. */
export async function minutesLocked(db: Db, subjects: string[], now: Date): Promise<number> {
  const locks = await db
    .select({ lockedUntil: loginLocks.lockedUntil })
    .from(loginLocks)
    .where(and(inArray(loginLocks.subject, subjects), gt(loginLocks.lockedUntil, now)));
  const longest = Math.max(0, ...locks.map((lock) => lock.lockedUntil.getTime() - now.getTime()));
  return Math.ceil(longest / MINUTE_MS);
}

/** Records a failure for each subject and locks the subjects that reached the limit within the window. */
export async function recordFailure(
  db: Db,
  subjects: string[],
  policy: LockoutPolicy,
  now: Date,
): Promise<void> {
  await db.insert(loginFailures).values(subjects.map((subject) => ({ subject, createdAt: now })));
  const windowStart = new Date(now.getTime() - policy.windowMinutes * MINUTE_MS);
  for (const subject of subjects) {
    const [row] = await db
      .select({ failures: count() })
      .from(loginFailures)
      .where(and(eq(loginFailures.subject, subject), gt(loginFailures.createdAt, windowStart)));
    if ((row?.failures ?? 0) < policy.failures) continue;
    const lockedUntil = new Date(now.getTime() + policy.lockMinutes * MINUTE_MS);
    await db
      .insert(loginLocks)
      .values({ subject, lockedUntil })
      .onConflictDoUpdate({ target: loginLocks.subject, set: { lockedUntil } });
    // The lock now speaks for these failures; after it ends the count starts again.
    await db.delete(loginFailures).where(eq(loginFailures.subject, subject));
  }
}

/** A successful login clears the account's failures (the address keeps its own record). */
export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  const [accountSubject] = lockSubjects(account, '');
  await db.delete(loginFailures).where(eq(loginFailures.subject, accountSubject as string));
}
