import { and, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { statisticsCalls } from '../../contract/areas/statistics';
import type { Actor } from '../auth/sessions';
import { rowsOf } from '../db/rows';
import { codes } from '../db/schema';
import type { Db } from '../db/store';
import { containing, pageWindow } from '../http/paging';
import { addDays } from './days';
import { num } from './rollups';
import { scopeOf, siteToday } from './scope';

type HistoryFilter = z.output<(typeof statisticsCalls)['historical_statistics/inquire']['input']>;

/**
 * The caller's codes (not in the trash) with their lifetime counts and today's, yesterday's and
 * the last seven days' visits, sorted as asked, one page and how many in all.
 */
export async function codeHistory(db: Db, actor: Actor, filter: HistoryFilter, now: Date) {
  const { keyword, sort, code_id, group_id, ...page } = filter;
  const { today } = await siteToday(db, now);
  const { rollups } = await scopeOf(db, actor, { code_id, group_id });
  const { limit, offset } = pageWindow(page);
  const where = and(
    eq(codes.ownerId, actor.userId),
    isNull(codes.removedAt),
    code_id === undefined ? undefined : eq(codes.id, code_id),
    group_id === undefined ? undefined : eq(codes.groupId, group_id),
    keyword
      ? sql`(${ilike(codes.name, containing(keyword) as string)} or ${ilike(codes.fileName, containing(keyword) as string)})`
      : undefined,
  );
  const order = {
    visits: sql`c.view_number desc`,
    unique_ips: sql`c.ip_view_number desc`,
    today_visits: sql`today_visits desc`,
    created_at: sql`c.created_at desc`,
  }[sort];
  const week = addDays(today, -6);
  const result = rowsOf<{
    id: number;
    name: string;
    file_name: string;
    view_number: unknown;
    ip_view_number: unknown;
    created_at: string | Date;
    today_visits: unknown;
    yesterday_visits: unknown;
    last_7_days: unknown;
  }>(
    await db.execute(sql`select c.id, c.name, c.file_name, c.view_number, c.ip_view_number, c.created_at,
        coalesce(d.today_visits, 0) as today_visits, coalesce(d.yesterday_visits, 0) as yesterday_visits,
        coalesce(d.last_7_days, 0) as last_7_days
      from codes c left join (
        select code_id, sum(visits) filter (where day = ${today}::date) as today_visits,
          sum(visits) filter (where day = ${addDays(today, -1)}::date) as yesterday_visits, sum(visits) as last_7_days
        from visit_days where ${rollups} and day between ${week}::date and ${today}::date group by code_id
      ) d on d.code_id = c.id
      where c.id in (select ${codes.id} from ${codes} where ${where})
      order by ${order}, c.id desc limit ${limit} offset ${offset}`),
  );
  const [total] = await db.select({ n: count() }).from(codes).where(where);
  return {
    list: result.map((row) => ({
      id: row.id,
      name: row.name,
      file_name: row.file_name,
      visits: num(row.view_number),
      unique_ips: num(row.ip_view_number),
      today_visits: num(row.today_visits),
      yesterday_visits: num(row.yesterday_visits),
      last_7_days: num(row.last_7_days),
      created_at: new Date(row.created_at),
    })),
    total: total?.n ?? 0,
  };
}
