import { and, count, desc, eq, isNotNull, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { suspensionAddSchema } from '../../contract/areas/abuse-suspension';
import { SuspensionTarget } from '../../contract/enums';
import { rowsOf } from '../db/rows';
import { codes, domains, roles, suspensions, users } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, invalidParameter, notFound } from '../http/errors';
import { pageWindow } from '../http/paging';
import { noticeOf } from '../messages/notice';
import { sendNotice } from '../messages/service';
import type { Hub } from '../realtime/hub';
import type { CodeCache } from '../redirect/cache';
import type { DomainTable } from '../redirect/domains';
import { endExpired, inForce } from './suspensions';

type AddInput = z.output<typeof suspensionAddSchema>;

/**
 * What a suspension change must reach: every process's redirect cache and host table, and a
 * suspended user's open consoles (which reload, so the banner and read-only state follow at once,
 * and whose sockets close: what they were let in for no longer holds).
 */
export type SuspensionDeps = {
  db: Db;
  codeCache: CodeCache;
  domains: DomainTable;
  realtime: Pick<Hub, 'refreshUser' | 'endSessions'>;
  now(): Date;
};

/** A target as it is named in lists and messages, with its owner. */
type Target = { type: number; id: number; label: string; ownerId: number };

const unknownTarget = () =>
  invalidParameter(
    [{ path: 'target_id', messageKey: 'abuse_suspension.target_unknown' }],
    'abuse_suspension.target_unknown',
  );
const immuneTarget = (messageKey: string) =>
  invalidParameter([{ path: 'target_id', messageKey }], messageKey);

/** `name (suffix)`: how a code is named to an administrator. */
const CODE_LABEL = sql<string>`${codes.name} || ' (' || ${codes.fileName} || ')'`;

/**
 * The target, found by id or by its name (account, code suffix, domain host). A suffix may be
 * taken on several entry domains: then the id must say which.
 */
async function findTarget(
  db: Db,
  input: AddInput,
): Promise<Target & { platform: boolean; superOwner: boolean }> {
  const type = input.target_type;
  // Hosts are stored in lower case; accounts and suffixes are matched as typed.
  const typed = input.target_name ?? '';
  const name = type === SuspensionTarget.domain ? typed.toLowerCase() : typed;
  const byIdOrName = (idColumn: SQL | AnyPgColumn, nameColumn: SQL | AnyPgColumn) =>
    input.target_id !== undefined ? sql`${idColumn} = ${input.target_id}` : sql`${nameColumn} = ${name}`;
  const owner = { platform: sql<boolean>`${roles.scope} = 'platform'`, superOwner: roles.isSuper };
  const rows =
    type === SuspensionTarget.user
      ? await db
          .select({ id: users.id, label: users.account, ownerId: users.id, ...owner })
          .from(users)
          .innerJoin(roles, eq(roles.id, users.roleId))
          .where(byIdOrName(users.id, users.account))
      : type === SuspensionTarget.code
        ? await db
            .select({ id: codes.id, label: CODE_LABEL, ownerId: codes.ownerId, ...owner })
            .from(codes)
            .innerJoin(users, eq(users.id, codes.ownerId))
            .innerJoin(roles, eq(roles.id, users.roleId))
            .where(and(byIdOrName(codes.id, codes.fileName), isNull(codes.removedAt)))
            .limit(2)
        : await db
            .select({ id: domains.id, label: domains.host, ownerId: domains.ownerId, ...owner })
            .from(domains)
            .innerJoin(users, eq(users.id, domains.ownerId))
            .innerJoin(roles, eq(roles.id, users.roleId))
            .where(byIdOrName(domains.id, domains.host));
  if (rows.length > 1)
    throw invalidParameter(
      [{ path: 'target_name', messageKey: 'abuse_suspension.target_ambiguous' }],
      'abuse_suspension.target_ambiguous',
    );
  const [row] = rows;
  if (!row) throw unknownTarget();
  return { ...row, type };
}

/**
 * Suspends a user, a code or a domain. Administrators are never suspended as users, nor a super
 * administrator's codes or domains: a suspension would lock the platform's own staff out. A
 * target already suspended is a conflict; one whose suspension ran out is ended first.
 */
export async function addSuspension(deps: SuspensionDeps, actorId: number, input: AddInput): Promise<number> {
  const { db } = deps;
  const now = deps.now();
  const target = await findTarget(db, input);
  if (target.type === SuspensionTarget.user && target.platform)
    throw immuneTarget('abuse_suspension.administrator_immune');
  if (target.type !== SuspensionTarget.user && target.superOwner)
    throw immuneTarget('abuse_suspension.super_immune');
  if (input.expires_at !== null && new Date(input.expires_at) <= now)
    throw invalidParameter([{ path: 'expires_at', messageKey: 'abuse_suspension.expiry_past' }]);
  await endExpired(db, target, now);
  const id = await insertOpen(db, {
    targetType: target.type,
    targetId: target.id,
    reason: input.reason,
    expiresAt: input.expires_at === null ? null : new Date(input.expires_at),
    reportId: input.report_id ?? null,
    createdBy: actorId,
    createdAt: now,
  });
  await propagate(deps, target);
  // Their consoles were let in under terms that no longer hold; the reloaded ones come back read-only.
  if (target.type === SuspensionTarget.user) await deps.realtime.endSessions({ userIds: [target.id] });
  await tellOwner(db, target, 'abuse_suspension.notice_added', {
    target: target.label,
    reason: input.reason,
  });
  return id;
}

/** The partial unique index decides "already suspended", even for two administrators at once. */
async function insertOpen(db: Db, values: typeof suspensions.$inferInsert): Promise<number> {
  try {
    const [row] = await db.insert(suspensions).values(values).returning({ id: suspensions.id });
    return (row as { id: number }).id;
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;
    if (code === '23505') throw conflict('abuse_suspension.already_suspended');
    throw error;
  }
}

/** Lifts a suspension; one already lifted (or ended by its expiry) is a conflict. */
export async function liftSuspension(deps: SuspensionDeps, actorId: number, id: number): Promise<void> {
  const { db } = deps;
  const [row] = await db.select().from(suspensions).where(eq(suspensions.id, id));
  if (!row) throw notFound();
  const now = deps.now();
  const lifted = await db
    .update(suspensions)
    .set({ liftedAt: now, liftedBy: actorId })
    .where(and(eq(suspensions.id, id), isNull(suspensions.liftedAt)))
    .returning({ id: suspensions.id });
  if (lifted.length === 0) throw conflict('abuse_suspension.already_lifted');
  const target = await describeTarget(db, row.targetType, row.targetId);
  if (!target) return;
  await propagate(deps, target);
  await tellOwner(db, target, 'abuse_suspension.notice_lifted', { target: target.label });
}

/** A stored target's label and owner; null when it no longer exists. */
async function describeTarget(db: Db, type: number, id: number): Promise<Target | null> {
  const [row] = rowsOf<{ label: string; owner_id: number }>(
    await db.execute(labelQuery(type, sql`${id}`, true)),
  );
  return row ? { type, id, label: row.label, ownerId: row.owner_id } : null;
}

/** The label (and owner) of a target id, as a subquery or a query of its own. */
function labelQuery(type: number, id: SQL, withOwner = false): SQL {
  const owner = (column: SQL) => (withOwner ? sql`, ${column} as owner_id` : sql``);
  if (type === SuspensionTarget.user)
    return sql`select ${users.account} as label${owner(sql`${users.id}`)} from ${users} where ${users.id} = ${id}`;
  if (type === SuspensionTarget.code)
    return sql`select ${CODE_LABEL} as label${owner(sql`${codes.ownerId}`)} from ${codes} where ${codes.id} = ${id}`;
  return sql`select ${domains.host} as label${owner(sql`${domains.ownerId}`)} from ${domains} where ${domains.id} = ${id}`;
}

/**
 * Every process drops what it cached of the target, so the next visit loads the suspension (or
 * its absence) with the code: the hot path itself never asks the database about suspensions.
 */
async function propagate(deps: SuspensionDeps, target: Target): Promise<void> {
  if (target.type === SuspensionTarget.user) {
    await deps.codeCache.ownersChanged([target.id]);
    await deps.realtime.refreshUser(target.id);
    return;
  }
  if (target.type === SuspensionTarget.code) {
    await deps.codeCache.changed([target.id]);
    return;
  }
  const onDomain = await deps.db.select({ id: codes.id }).from(codes).where(eq(codes.domainKey, target.id));
  await deps.domains.changed();
  await deps.codeCache.changed(onDomain.map((code) => code.id));
}

/** A site message to the target's owner, read in the owner's language. */
async function tellOwner(db: Db, target: Target, key: string, values: Record<string, string>): Promise<void> {
  await sendNotice(db, [target.ownerId], noticeOf(key, values));
}

/** Suspensions newest first, with what they name; `active` filters on being in force now. */
export async function listSuspensions(
  db: Db,
  filter: { page: number; page_size: number; target_type?: number; active?: boolean },
  now: Date,
) {
  const inactive = or(
    isNotNull(suspensions.liftedAt),
    and(isNotNull(suspensions.expiresAt), lte(suspensions.expiresAt, now)),
  );
  const where = and(
    filter.target_type === undefined ? undefined : eq(suspensions.targetType, filter.target_type),
    filter.active === undefined ? undefined : filter.active ? inForce(now) : inactive,
  );
  const { limit, offset } = pageWindow(filter);
  const label = (type: number) => sql`(${labelQuery(type, sql`${suspensions.targetId}`)})`;
  const rows = await db
    .select({
      row: suspensions,
      label: sql<string | null>`case ${suspensions.targetType}
        when ${SuspensionTarget.user} then ${label(SuspensionTarget.user)}
        when ${SuspensionTarget.code} then ${label(SuspensionTarget.code)}
        else ${label(SuspensionTarget.domain)} end`,
      active: sql<boolean>`coalesce(${inForce(now)}, false)`,
    })
    .from(suspensions)
    .where(where)
    .orderBy(desc(suspensions.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(suspensions).where(where);
  return { rows, total: counted?.total ?? 0 };
}
