import { desc, eq, ilike, inArray } from 'drizzle-orm';
import type { ipBlackCalls } from '../../contract/areas/ip-black';
import { ipBlacklist } from '../db/schema';
import { conflict, invalidParameter, notFound } from '../http/errors';
import type { CallContext, Handlers } from '../http/handlers';
import { matches } from '../http/ip-guard';
import { containing, selectPage } from '../http/paging';

/** Blocking one's own address would lock the administrator out of the console at once. */
function assertNotCaller(cidr: string, ctx: CallContext) {
  if (matches([cidr], ctx.ip))
    throw invalidParameter([{ path: 'cidr', messageKey: 'ip_black.self' }], 'ip_black.self');
}

export const ipBlackHandlers: Handlers<typeof ipBlackCalls> = {
  'ip_black/inquire': async ({ keyword, ...page }, { db }) => {
    const pattern = containing(keyword);
    const { rows, total } = await selectPage(db, ipBlacklist, {
      where: pattern ? ilike(ipBlacklist.cidr, pattern) : undefined,
      orderBy: [desc(ipBlacklist.id)],
      page,
    });
    return {
      list: rows.map((row) => ({
        id: row.id,
        cidr: row.cidr,
        remark: row.remark,
        updated_at: row.updatedAt,
      })),
      total,
    };
  },

  'ip_black/add': async ({ cidr, remark }, ctx) => {
    assertNotCaller(cidr, ctx);
    const [row] = await ctx.db
      .insert(ipBlacklist)
      .values({ cidr, remark })
      .onConflictDoNothing({ target: ipBlacklist.cidr })
      .returning({ id: ipBlacklist.id });
    if (!row) throw conflict('ip_black.exists');
    await ctx.ipGuard.changed();
    return { id: row.id };
  },

  'ip_black/update': async ({ id, cidr, remark }, ctx) => {
    assertNotCaller(cidr, ctx);
    const [clash] = await ctx.db
      .select({ id: ipBlacklist.id })
      .from(ipBlacklist)
      .where(eq(ipBlacklist.cidr, cidr));
    if (clash && clash.id !== id) throw conflict('ip_black.exists');
    const updated = await ctx.db
      .update(ipBlacklist)
      .set({ cidr, remark, updatedAt: new Date() })
      .where(eq(ipBlacklist.id, id))
      .returning({ id: ipBlacklist.id });
    if (updated.length === 0) throw notFound();
    await ctx.ipGuard.changed();
    return {};
  },

  'ip_black/remove': async ({ ids }, ctx) => {
    await ctx.db.delete(ipBlacklist).where(inArray(ipBlacklist.id, ids));
    await ctx.ipGuard.changed();
    return {};
  },
};
