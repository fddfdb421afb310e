import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { domainListCalls, holdDomainCalls } from '../../contract/areas/domains';
import { DomainType, DomainVerification } from '../../contract/enums';
import { codes, domains, roles, users } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, invalidParameter, notFound } from '../http/errors';
import { containing, countRows, pageWindow } from '../http/paging';
import { assertRoom } from '../money/membership';

/**
 * Entry and short domains: administrators hold them for customers (`hold_domain`), each customer
 * sees their own (`domain_list`). The redirect side reads them through `redirect/domains`.
 */

type Input<P extends keyof typeof holdDomainCalls> = z.output<(typeof holdDomainCalls)[P]['input']>;

/** One page of domains, newest first, with their owner's account and how many codes use each. */
export async function listDomains(db: Db, where: SQL | undefined, page: { page: number; page_size: number }) {
  const { limit, offset } = pageWindow(page);
  const rows = await db
    .select({ domain: domains, ownerAccount: users.account })
    .from(domains)
    .innerJoin(users, eq(users.id, domains.ownerId))
    .where(where)
    .orderBy(desc(domains.id))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((row) => row.domain.id);
  const counts = ids.length
    ? await db
        .select({ domainId: codes.domainId, n: count() })
        .from(codes)
        .where(inArray(codes.domainId, ids))
        .groupBy(codes.domainId)
    : [];
  const codeCount = new Map(counts.map((row) => [row.domainId, row.n]));
  return {
    list: rows.map(({ domain, ownerAccount }) => ({
      domain,
      ownerAccount,
      codeCount: codeCount.get(domain.id) ?? 0,
    })),
    total: await countRows(db, domains, where),
  };
}

export type DomainListing = Awaited<ReturnType<typeof listDomains>>['list'][number];

/** Every owner's domains, for administrators: by part of the host and by type. */
export function heldDomains(db: Db, { keyword, type, ...page }: Input<'hold_domain/inquire'>) {
  const pattern = containing(keyword);
  return listDomains(
    db,
    and(
      pattern ? ilike(domains.host, pattern) : undefined,
      type === undefined ? undefined : eq(domains.type, type),
    ),
    page,
  );
}

/** The owner's own domains, by type. */
export function ownersDomains(
  db: Db,
  ownerId: number,
  { type, ...page }: z.output<(typeof domainListCalls)['domain_list/inquire']['input']>,
) {
  return listDomains(
    db,
    and(eq(domains.ownerId, ownerId), type === undefined ? undefined : eq(domains.type, type)),
    page,
  );
}

/**
 * Gives a customer a domain. The console's own host serves the console: it cannot also be
 * someone's entry domain; a host is held once.
 */
export async function holdDomain(
  db: Db,
  consoleHost: string,
  input: Input<'hold_domain/add'>,
  now: Date,
): Promise<number> {
  const { host, type, owner_account } = input;
  if (host === consoleHost)
    throw invalidParameter([{ path: 'host', messageKey: 'domain.console_host' }], 'domain.console_host');
  const [owner] = await db
    .select({ id: users.id, scope: roles.scope })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.account, owner_account));
  if (owner?.scope !== 'customer') {
    throw invalidParameter(
      [{ path: 'owner_account', messageKey: 'domain.owner_unknown' }],
      'domain.owner_unknown',
    );
  }
  const row = await insertDomain(
    db,
    { host, type, ownerId: owner.id, verification: DomainVerification.verified },
    now,
  );
  return row.id;
}

/**
 * Gives a domain to its holder, whoever adds it: within the holder's package's domain limit, and
 * once per host (409 when someone holds it already).
 */
export async function insertDomain(db: Db, values: typeof domains.$inferInsert, now: Date) {
  const row = await db.transaction(async (tx) => {
    await assertRoom(tx, values.ownerId, 'domains', 1, now);
    const [inserted] = await tx
      .insert(domains)
      .values(values)
      .onConflictDoNothing({ target: domains.host })
      .returning({ id: domains.id, host: domains.host, verifyToken: domains.verifyToken });
    return inserted;
  });
  if (!row) throw conflict('domain.host_taken');
  return row;
}

/** Deletes domains that no code uses. */
export async function removeDomains(db: Db, ids: number[]): Promise<void> {
  const [used] = await db.select({ n: count() }).from(codes).where(inArray(codes.domainId, ids));
  if ((used?.n ?? 0) > 0) throw conflict('domain.in_use');
  await db.delete(domains).where(inArray(domains.id, ids));
}

/** Where one of the owner's short domains leads when opened bare. */
export async function updateEntryPage(
  db: Db,
  ownerId: number,
  id: number,
  entryPageUrl: string,
): Promise<void> {
  const updated = await db
    .update(domains)
    .set({ entryPageUrl, updatedAt: new Date() })
    .where(and(eq(domains.id, id), eq(domains.ownerId, ownerId), eq(domains.type, DomainType.short)))
    .returning({ id: domains.id });
  if (updated.length === 0) throw notFound();
}
