import type { ipBlackCalls, serverIpBlackCalls } from '../../contract/areas/ip-black';
import { addRange, listRanges, type RangeList, removeRanges, updateRange } from '../blacklists/ranges';
import type { CallContext } from '../http/handlers';
import type { IpGuard } from '../http/ip-guard';

/** The handlers of one blacklist; every change makes each process reload its guard. */
function rangeHandlers(list: RangeList, guard: (ctx: CallContext) => IpGuard) {
  return {
    inquire: async (filter: { keyword?: string; page: number; page_size: number }, { db }: CallContext) => {
      const { rows, total } = await listRanges(db, list, filter);
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

    add: async (range: { cidr: string; remark: string }, ctx: CallContext) => {
      const id = await addRange(ctx.db, list, ctx.ip, range);
      await guard(ctx).changed();
      return { id };
    },

    update: async (range: { id: number; cidr: string; remark: string }, ctx: CallContext) => {
      await updateRange(ctx.db, list, ctx.ip, range);
      await guard(ctx).changed();
      return {};
    },

    remove: async ({ ids }: { ids: number[] }, ctx: CallContext) => {
      await removeRanges(ctx.db, list, ids);
      await guard(ctx).changed();
      return {};
    },
  };
}

const consoleList = rangeHandlers('console', (ctx) => ctx.ipGuard);
const visitorList = rangeHandlers('visitor', (ctx) => ctx.visitorGuard);

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
