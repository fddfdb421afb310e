import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { domainListCalls, domainRowSchema, holdDomainCalls } from '../../contract/areas/domains';
import { DomainType, DomainVerification } from '../../contract/enums';
import { codes, domains, roles, users } from '../db/schema';
import type { Db } from '../db/store';
import { conflict, invalidParameter, notFound } from '../http/errors';
import type { Handlers } from '../http/handlers';
import { containing, countRows, pageWindow } from '../http/paging';

type DomainRow = z.input<typeof domainRowSchema>;

async function listDomains(db: Db, where: SQL | undefined, page: { page: number; page_size: number }) {
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
  const list: DomainRow[] = rows.map(({ domain, ownerAccount }) => ({
    id: domain.id,
    host: domain.host,
    type: domain.type as 1 | 2 | 3,
    owner_id: domain.ownerId,
    owner_account: ownerAccount,
    verification: domain.verification as 1 | 2 | 3,
    monitor_status: domain.monitorStatus as 1 | 2 | 4,
    code_count: codeCount.get(domain.id) ?? 0,
    entry_page_url: domain.entryPageUrl,
    updated_at: domain.updatedAt,
  }));
  return { list, total: await countRows(db, domains, where) };
}

export const domainHandlers: Handlers<typeof holdDomainCalls & typeof domainListCalls> = {
  'hold_domain/inquire': async ({ keyword, type, ...page }, { db }) => {
    const pattern = containing(keyword);
    return listDomains(
      db,
      and(
        pattern ? ilike(domains.host, pattern) : undefined,
        type === undefined ? undefined : eq(domains.type, type),
      ),
      page,
    );
  },

  'hold_domain/add': async ({ host, type, owner_account }, ctx) => {
    // The console's own host serves the console: it cannot also be someone's entry domain.
    if (host === new URL(ctx.origin).hostname)
      throw invalidParameter([{ path: 'host', messageKey: 'domain.console_host' }], 'domain.console_host');
    const [owner] = await ctx.db
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
    const [row] = await ctx.db
      .insert(domains)
      .values({ host, type, ownerId: owner.id, verification: DomainVerification.verified })
      .onConflictDoNothing({ target: domains.host })
      .returning({ id: domains.id });
    if (!row) throw conflict('domain.host_taken');
    await ctx.domains.changed();
    return { id: row.id };
  },

  'hold_domain/remove': async ({ ids }, ctx) => {
    const [used] = await ctx.db.select({ n: count() }).from(codes).where(inArray(codes.domainId, ids));
    if ((used?.n ?? 0) > 0) throw conflict('domain.in_use');
    await ctx.db.delete(domains).where(inArray(domains.id, ids));
    await ctx.domains.changed();
    return {};
  },

  'domain_list/inquire': async ({ type, ...page }, { db, actor }) =>
    listDomains(
      db,
      and(eq(domains.ownerId, actor.userId), type === undefined ? undefined : eq(domains.type, type)),
      page,
    ),

  'domain_list/update_entry_page': async ({ id, entry_page_url }, ctx) => {
    const updated = await ctx.db
      .update(domains)
      .set({ entryPageUrl: entry_page_url, updatedAt: new Date() })
      .where(
        and(eq(domains.id, id), eq(domains.ownerId, ctx.actor.userId), eq(domains.type, DomainType.short)),
      )
      .returning({ id: domains.id });
    if (updated.length === 0) throw notFound();
    await ctx.domains.changed();
    return {};
  },
};
