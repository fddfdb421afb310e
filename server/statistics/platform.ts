import { count, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { statisticsCalls } from '../../contract/areas/statistics';
import { OnlineStatus, OrderStatus, OrderType } from '../../contract/enums';
import { rowsOf } from '../db/rows';
import { codes } from '../db/schema';
import type { Db } from '../db/store';
import { containing, pageWindow } from '../http/paging';
import { addDays, fillDays } from './days';
import { countsByDay, countsOf, num, sumCounts, zeroCounts } from './rollups';
import { EVERYONE, siteToday } from './scope';

/** The administrators' views over every owner: visits per user and the platform's front page. */

const TOP_USERS = 10;

type SummaryFilter = z.output<(typeof statisticsCalls)['visit_summary/inquire']['input']>;

/** Visits per user over a range, busiest first, with the platform's totals per day. */
export async function visitSummary(db: Db, filter: SummaryFilter) {
  const { start_date, end_date, keyword, ...page } = filter;
  const { limit, offset } = pageWindow(page);
  const accountFilter = keyword ? sql`and u.account ilike ${containing(keyword)}` : sql``;
  const rows = rowsOf<{
    user_id: number;
    account: string;
    visits: unknown;
    unique_ips: unknown;
    refused: unknown;
    bots: unknown;
    active_codes: unknown;
    total: unknown;
  }>(
    await db.execute(sql`select d.owner_id as user_id, u.account, sum(d.visits) as visits, sum(d.unique_ips) as unique_ips,
        sum(d.refused) as refused, sum(d.bots) as bots, count(distinct d.code_id) as active_codes,
        count(*) over () as total
      from visit_days d join users u on u.id = d.owner_id
      where d.day between ${start_date}::date and ${end_date}::date ${accountFilter}
      group by d.owner_id, u.account order by 3 desc, 1 limit ${limit} offset ${offset}`),
  );
  const days = fillDays(
    start_date,
    end_date,
    await countsByDay(db, EVERYONE, start_date, end_date),
    zeroCounts,
  );
  return {
    list: rows.map((row) => ({
      user_id: row.user_id,
      account: row.account,
      ...countsOf(row),
      active_codes: num(row.active_codes),
    })),
    total: num(rows[0]?.total),
    totals: sumCounts(days),
    days,
  };
}

/**
 * The administrators' front page: users (new today, online), codes, today's and the week's
 * visits, revenue today and this month (site time zone) and the busiest users today.
 */
export async function adminHome(db: Db, now: Date) {
  const { zone, today } = await siteToday(db, now);
  const week = fillDays(
    addDays(today, -6),
    today,
    await countsByDay(db, EVERYONE, addDays(today, -6), today),
    zeroCounts,
  );
  const [people] = rowsOf<{ users: unknown; new_today: unknown; online: unknown }>(
    await db.execute(sql`select count(*) as users,
        count(*) filter (where created_at >= (${today}::date)::timestamp at time zone ${zone}) as new_today,
        count(*) filter (where online_status = ${OnlineStatus.online}) as online
      from users`),
  );
  const [codeCount] = await db.select({ n: count() }).from(codes).where(isNull(codes.removedAt));
  const [revenue] = rowsOf<{ today: string | null; month: string | null }>(
    // Revenue is what was spent on packages (paid purchase orders), not money topped up.
    await db.execute(sql`select
        sum(amount) filter (where pay_time >= (${today}::date)::timestamp at time zone ${zone}) as today,
        sum(amount) as month
      from orders where type = ${OrderType.vip} and status = ${OrderStatus.paid}
        and pay_time >= (date_trunc('month', ${today}::date))::timestamp at time zone ${zone}`),
  );
  const top = rowsOf<{ user_id: number; account: string; visits: unknown }>(
    await db.execute(sql`select d.owner_id as user_id, u.account, sum(d.visits) as visits
      from visit_days d join users u on u.id = d.owner_id where d.day = ${today}::date
      group by d.owner_id, u.account order by 3 desc, 1 limit ${TOP_USERS}`),
  );
  return {
    users: num(people?.users),
    new_users_today: num(people?.new_today),
    online_users: num(people?.online),
    codes: codeCount?.n ?? 0,
    today: week.at(-1) ?? zeroCounts(),
    revenue_today: revenue?.today ?? '0',
    revenue_month: revenue?.month ?? '0',
    last_7_days: week,
    top_users: top.map((row) => ({ user_id: row.user_id, account: row.account, visits: num(row.visits) })),
  };
}
