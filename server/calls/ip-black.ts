import { desc, eq, ilike, inArray } from 'drizzle-orm';
import type { ipBlackCalls, serverIpBlackCalls } from '../../contract/areas/ip-black';
import { ipBlacklist, visitorBlacklist } from '../db/schema';
import { conflict, invalidParameter, notFound } from '../http/errors';
import type { CallContext } from '../http/handlers';
import { type IpGuard, matches } from '../http/ip-guard';
import { containing, selectPage } from '../http/paging';

type RangeTable = typeof ipBlacklist | typeof visitorBlacklist;

/** Blocking one's own address would lock the administrator out (or off their own codes) at once. */
function assertNotCaller(cidr: string, ctx: CallContext) {
  if (matches([cidr], ctx.ip))
    throw invalidParameter([{ path: 'cidr', messageKey: 'ip_black.self' }], 'ip_black.self');
}

/** The handlers of one blacklist table; every change makes each process reload its guard. */
function rangeHandlers(table: RangeTable, guard: (ctx: CallContext) => IpGuard) {
  return {
    inquire: async (
      { keyword, ...page }: { keyword?: string; page: number; page_size: number },
      { db }: CallContext,
    ) => {
      const pattern = containing(keyword);
      const { rows, total } = await selectPage(db, table, {
        where: pattern ? ilike(table.cidr, pattern) : undefined,
        orderBy: [desc(table.id)],
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

    add: async ({ cidr, remark }: { cidr: string; remark: string }, ctx: CallContext) => {
      assertNotCaller(cidr, ctx);
      const [row] = await ctx.db
        .insert(table)
        .values({ cidr, remark })
        .onConflictDoNothing({ target: table.cidr })
        .returning({ id: table.id });
      if (!row) throw conflict('ip_black.exists');
      await guard(ctx).changed();
      return { id: row.id };
    },

    update: async ({ id, cidr, remark }: { id: number; cidr: string; remark: string }, ctx: CallContext) => {
      assertNotCaller(cidr, ctx);
      const [clash] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.cidr, cidr));
      if (clash && clash.id !== id) throw conflict('ip_black.exists');
      const updated = await ctx.db
        .update(table)
        .set({ cidr, remark, updatedAt: new Date() })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      if (updated.length === 0) throw notFound();
      await guard(ctx).changed();
      return {};
    },

    remove: async ({ ids }: { ids: number[] }, ctx: CallContext) => {
      await ctx.db.delete(table).where(inArray(table.id, ids));
      await guard(ctx).changed();
      return {};
    },
  };
}

const consoleList = rangeHandlers(ipBlacklist, (ctx) => ctx.ipGuard);
const visitorList = rangeHandlers(visitorBlacklist, (ctx) => ctx.visitorGuard);

export const ipBlackHandlers = {
  'ip_black/inquire': consoleList.inquire,
  'ip_black/add': consoleList.add,
  'ip_black/update': consoleList.update,
  'ip_black/remove': consoleList.remove,
  'server_ip_black/inquire': visitorList.inquire,
  'server_ip_black/add': visitorList.add,
  'server_ip_black/update': visitorList.update,
  'server_ip_black/remove': visitorList.remove,
} satisfies Record<keyof typeof ipBlackCalls | keyof typeof serverIpBlackCalls, unknown>;
