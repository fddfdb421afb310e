import { and, desc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SuspensionTarget } from '../../contract/enums';
import { codes, suspensions } from '../db/schema';
import type { Db } from '../db/store';

export type Suspension = typeof suspensions.$inferSelect;

/** What a suspension may apply to; a code also answers for its owner and its entry domain. */
export type SuspensionSubject = { userId?: number; codeId?: number; domainId?: number };

/** A suspension in force at `now`: not lifted and not past its expiry. */
export function inForce(now: Date): SQL {
  return and(
    isNull(suspensions.liftedAt),
    or(isNull(suspensions.expiresAt), gt(suspensions.expiresAt, now)),
  ) as SQL;
}

const targetIs = (type: number, id: SQL | number) =>
  and(eq(suspensions.targetType, type), sql`${suspensions.targetId} = ${id}`);

/**
 * The suspension in force that applies to the subject, or null. Given a code, its owner's and its
 * entry domain's suspensions apply to it as well. When several apply, the one that lasts longest
 * is answered (no expiry first), since the subject stays suspended until that one ends.
 */
export async function activeSuspension(
  db: Db,
  subject: SuspensionSubject,
  now: Date,
): Promise<Suspension | null> {
  const targets: SQL[] = [];
  if (subject.userId !== undefined) targets.push(targetIs(SuspensionTarget.user, subject.userId) as SQL);
  if (subject.domainId !== undefined)
    targets.push(targetIs(SuspensionTarget.domain, subject.domainId) as SQL);
  if (subject.codeId !== undefined) {
    const id = subject.codeId;
    targets.push(
      targetIs(SuspensionTarget.code, id) as SQL,
      targetIs(
        SuspensionTarget.user,
        sql`(select ${codes.ownerId} from ${codes} where ${codes.id} = ${id})`,
      ) as SQL,
      targetIs(
        SuspensionTarget.domain,
        sql`(select nullif(${codes.domainKey}, 0) from ${codes} where ${codes.id} = ${id})`,
      ) as SQL,
    );
  }
  if (targets.length === 0) return null;
  const [row] = await db
    .select()
    .from(suspensions)
    .where(and(inForce(now), or(...targets)))
    .orderBy(sql`${suspensions.expiresAt} desc nulls first`, desc(suspensions.id))
    .limit(1);
  return row ?? null;
}

/**
 * Ends the target's suspension that ran out without being lifted: it no longer applies, and the
 * partial unique index (one open suspension per target) is freed for a new one. Its `lifted_at`
 * is its expiry and `lifted_by` stays null, which is how an ending by expiry reads.
 */
export async function endExpired(db: Db, target: { type: number; id: number }, now: Date): Promise<void> {
  await db
    .update(suspensions)
    .set({ liftedAt: suspensions.expiresAt })
    .where(
      and(
        eq(suspensions.targetType, target.type),
        eq(suspensions.targetId, target.id),
        isNull(suspensions.liftedAt),
        isNotNull(suspensions.expiresAt),
        lte(suspensions.expiresAt, now),
      ),
    );
}

/**
 * Whether a user is suspended, as a column of the query that already resolves the caller (a
 * session or an API key), so the check costs no query of its own.
 */
export function userSuspendedColumn(userId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from ${suspensions} where ${suspensions.targetType} = ${SuspensionTarget.user}
    and ${suspensions.targetId} = ${userId} and ${suspensions.liftedAt} is null
    and (${suspensions.expiresAt} is null or ${suspensions.expiresAt} > now()))`;
}
