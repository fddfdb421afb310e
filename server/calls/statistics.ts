import { and, count, desc, eq, gte, ilike, inArray, isNull, lte, sql } from 'drizzle-orm';
import {
  FACET_NAMES,
  type statisticsCalls,
  VISITOR_COUNT_CAP,
  VisitFacet,
} from '../../contract/areas/statistics';
import { CodeStatus, NotifyStatus, OnlineStatus } from '../../contract/enums';
import type { Actor } from '../auth/sessions';
import { ownedCodes, ownersGroup } from '../codes/repository';
import { arrayParam } from '../db/arrays';
import { rowsOf } from '../db/rows';
import {
  ALL_CODES,
  codes,
  destinations,
  ipBlacklist,
  messages,
  users,
  visitorBlacklist,
  visits,
} from '../db/schema';
import type { Db } from '../db/store';
import type { Handlers } from '../http/handlers';
import { matches } from '../http/ip-guard';
import { containing, pageWindow } from '../http/paging';
import { readConfiguration } from '../settings/configuration';
import { dayIn } from '../settings/site-zone';
import { addDays, fillDays } from '../statistics/days';
import {
  countsByDay,
  countsByHour,
  countsOf,
  devicesByDay,
  facetTotals,
  num,
  sumCounts,
  topCodes,
  zeroCounts,
} from '../statistics/rollups';
import { findSuspicious } from '../statistics/suspicious';
import { asVisitRow, visitColumns, visitColumnsWithOwner } from '../statistics/visit-rows';

const TOP_CODES = 10;
const FACET_VALUES = 15;
const RECENT_VISITS_OF_IP = 20;

/** The site's time zone and today's date there. */
async function siteToday(db: Db, now: Date) {
  const zone = (await readConfiguration(db)).time_zone;
  return { zone, today: dayIn(zone, now.getTime()) };
}

/**
 * Which rollup rows a statistic reads: the caller's codes, or one code or group of theirs (checked:
 * another owner's id is 404 or 400, as everywhere). `facets` addresses the owner-wide rows when
 * no code or group is asked for.
 */
async function scopeOf(db: Db, actor: Actor, filter: { code_id?: number; group_id?: number }) {
  const owner = sql`owner_id = ${actor.userId}`;
  if (filter.code_id !== undefined) {
    await ownedCodes(db, actor, [filter.code_id]);
    const one = sql`${owner} and code_id = ${filter.code_id}`;
    return { rollups: one, facets: one };
  }
  if (filter.group_id !== undefined) {
    await ownersGroup(db, actor.userId, filter.group_id);
    const grouped = sql`${owner} and code_id in (select id from codes where owner_id = ${actor.userId} and group_id = ${filter.group_id})`;
    return { rollups: grouped, facets: grouped };
  }
  return { rollups: owner, facets: sql`${owner} and code_id = ${ALL_CODES}` };
}

const EVERYONE = sql`true`;

export const statisticsHandlers: Handlers<typeof statisticsCalls> = {
  'today_statistics/inquire': async (filter, { db, actor, now }) => {
    const { zone, today } = await siteToday(db, now());
    const { rollups } = await scopeOf(db, actor, filter);
    const yesterday = addDays(today, -1);
    const [byDay, hours, top] = await Promise.all([
      countsByDay(db, rollups, yesterday, today),
      countsByHour(db, rollups, zone, today),
      topCodes(db, rollups, today, today, TOP_CODES),
    ]);
    return {
      date: today,
      ...(byDay.get(today) ?? zeroCounts()),
      yesterday_visits: byDay.get(yesterday)?.visits ?? 0,
      hours,
      top_codes: top,
    };
  },

  'daily_statistics/inquire': async ({ start_date, end_date, ...filter }, { db, actor }) => {
    const { rollups } = await scopeOf(db, actor, filter);
    const list = fillDays(
      start_date,
      end_date,
      await countsByDay(db, rollups, start_date, end_date),
      zeroCounts,
    );
    return { list, totals: sumCounts(list) };
  },

  'hourly_statistics/inquire': async ({ date, ...filter }, { db, actor }) => {
    const { zone } = await siteToday(db, new Date());
    const { rollups } = await scopeOf(db, actor, filter);
    const list = await countsByHour(db, rollups, zone, date);
    return { list, totals: sumCounts(list) };
  },

  'historical_statistics/inquire': async ({ keyword, sort, ...rest }, { db, actor, now }) => {
    const { today } = await siteToday(db, now());
    const { code_id, group_id, ...page } = rest;
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
  },

  'historical_statistics/facets': async ({ start_date, end_date, ...filter }, { db, actor }) => {
    const { facets } = await scopeOf(db, actor, filter);
    const rows = await facetTotals(db, facets, start_date, end_date);
    return Object.fromEntries(
      FACET_NAMES.map((name) => [
        name,
        rows
          .filter((row) => row.facet === VisitFacet[name])
          .slice(0, FACET_VALUES)
          .map(({ value, visits }) => ({ value, visits })),
      ]),
    ) as Record<(typeof FACET_NAMES)[number], { value: string; visits: number }[]>;
  },

  'pc_historical_statistics/inquire': async ({ start_date, end_date, ...filter }, { db, actor }) => {
    const { rollups } = await scopeOf(db, actor, filter);
    const zero = () => ({ desktop: 0, mobile: 0, bots: 0 });
    const list = fillDays(start_date, end_date, await devicesByDay(db, rollups, start_date, end_date), zero);
    const totals = zero();
    for (const day of list) {
      totals.desktop += day.desktop;
      totals.mobile += day.mobile;
      totals.bots += day.bots;
    }
    return { list, totals };
  },

  'visit_hour_statistics/inquire': async ({ date }, { db }) => {
    const { zone } = await siteToday(db, new Date());
    const list = await countsByHour(db, EVERYONE, zone, date);
    return { list, totals: sumCounts(list) };
  },

  'visit_summary/inquire': async ({ start_date, end_date, keyword, ...page }, { db }) => {
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
  },

  'access_real_time_statistics/inquire': async ({ code_id, limit }, { db, actor }) => {
    if (code_id !== undefined) await ownedCodes(db, actor, [code_id]);
    const rows = await db
      .select(visitColumns)
      .from(visits)
      .innerJoin(codes, eq(codes.id, visits.codeId))
      .where(
        and(
          eq(visits.ownerId, actor.userId),
          isNull(visits.clearedAt),
          code_id === undefined ? undefined : eq(visits.codeId, code_id),
        ),
      )
      .orderBy(desc(visits.createdAt), desc(visits.id))
      .limit(limit);
    return { list: rows.map(asVisitRow) };
  },

  'monitor/inquire': async ({ ids }, { db, actor, now }) => {
    const { today } = await siteToday(db, now());
    const owned = await ownedCodes(db, actor, ids);
    const perCode = rowsOf<{ code_id: number; visits: unknown }>(
      await db.execute(sql`select code_id, sum(visits) as visits from visit_days
        where owner_id = ${actor.userId} and day = ${today}::date and code_id = any(${arrayParam(ids, 'int')})
        group by code_id`),
    );
    const todayOf = new Map(perCode.map((row) => [row.code_id, num(row.visits)]));
    const current = await currentDestinations(db, owned);
    return {
      list: ids.map((id) => {
        const code = owned.find((row) => row.id === id) as (typeof owned)[number];
        return {
          id,
          name: code.name,
          file_name: code.fileName,
          status: code.status,
          view_number: code.viewNumber,
          today_visits: todayOf.get(id) ?? 0,
          destination: current.get(id) ?? null,
        };
      }),
    };
  },

  'stealing_list/inquire': async (input, { db }) => {
    const { zone } = await siteToday(db, new Date());
    return findSuspicious(db, zone, input);
  },

  'visitor/inquire': async (input, { db }) => {
    const { limit, offset } = pageWindow(input);
    const where = and(
      gte(visits.createdAt, new Date(input.start_time)),
      lte(visits.createdAt, new Date(input.end_time)),
      input.file_name ? eq(codes.fileName, input.file_name) : undefined,
      input.account ? eq(users.account, input.account) : undefined,
      input.ip ? eq(visits.ip, input.ip) : undefined,
      input.carrier === undefined ? undefined : eq(visits.carrier, input.carrier),
      input.access_status === undefined ? undefined : eq(visits.accessStatus, input.access_status),
      input.in_wechat === undefined ? undefined : eq(visits.inWechat, input.in_wechat),
      input.bot === undefined ? undefined : eq(visits.bot, input.bot),
    );
    const rows = await db
      .select(visitColumnsWithOwner)
      .from(visits)
      .innerJoin(codes, eq(codes.id, visits.codeId))
      .innerJoin(users, eq(users.id, visits.ownerId))
      .where(where)
      .orderBy(desc(visits.createdAt), desc(visits.id))
      .limit(limit)
      .offset(offset);
    const matching = db
      .select({ id: visits.id })
      .from(visits)
      .innerJoin(codes, eq(codes.id, visits.codeId))
      .innerJoin(users, eq(users.id, visits.ownerId))
      .where(where)
      .limit(VISITOR_COUNT_CAP + 1)
      .as('matching');
    const [counted] = await db.select({ n: count() }).from(matching);
    const total = counted?.n ?? 0;
    return {
      list: rows.map(asVisitRow),
      total: Math.min(total, VISITOR_COUNT_CAP),
      total_capped: total > VISITOR_COUNT_CAP,
    };
  },

  'checkout_ip/inquire': async ({ ip }, { db, geo }) => {
    const place = geo.lookup(ip);
    const [visitorRanges, consoleRanges] = await Promise.all([
      db.select({ cidr: visitorBlacklist.cidr }).from(visitorBlacklist),
      db.select({ cidr: ipBlacklist.cidr }).from(ipBlacklist),
    ]);
    const recent = await db
      .select(visitColumnsWithOwner)
      .from(visits)
      .innerJoin(codes, eq(codes.id, visits.codeId))
      .innerJoin(users, eq(users.id, visits.ownerId))
      .where(eq(visits.ip, ip))
      .orderBy(desc(visits.createdAt), desc(visits.id))
      .limit(RECENT_VISITS_OF_IP);
    const [seen] = rowsOf<{ codes_visited: unknown; visits: unknown }>(
      await db.execute(
        sql`select count(*) as codes_visited, coalesce(sum(visits), 0) as visits from code_ips where ip = ${ip}`,
      ),
    );
    return {
      ip,
      ...place,
      visitor_blacklisted: matches(
        visitorRanges.map((row) => row.cidr),
        ip,
      ),
      console_blacklisted: matches(
        consoleRanges.map((row) => row.cidr),
        ip,
      ),
      codes_visited: num(seen?.codes_visited),
      visits: num(seen?.visits),
      recent: recent.map(asVisitRow),
    };
  },

  'home/inquire': async (_input, { db, actor, now }) => {
    const { today } = await siteToday(db, now());
    const scope = sql`owner_id = ${actor.userId}`;
    const [byDay, [user], [codeCounts], [unread], notices] = await Promise.all([
      countsByDay(db, scope, addDays(today, -6), today),
      db
        .select({ balance: users.balance, memberExpireTime: users.memberExpireTime })
        .from(users)
        .where(eq(users.id, actor.userId)),
      db
        .select({
          all: count(),
          open: sql<number>`count(*) filter (where ${codes.status} = ${CodeStatus.open})`.mapWith(Number),
        })
        .from(codes)
        .where(and(eq(codes.ownerId, actor.userId), isNull(codes.removedAt))),
      db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.userId, actor.userId), eq(messages.notifyStatus, NotifyStatus.unread))),
      db
        .select({ id: messages.id, title: messages.title, created_at: messages.createdAt })
        .from(messages)
        .where(eq(messages.userId, actor.userId))
        .orderBy(desc(messages.id))
        .limit(5),
    ]);
    const week = fillDays(addDays(today, -6), today, byDay, zeroCounts);
    return {
      balance: user?.balance ?? '0',
      member_expire_time: user?.memberExpireTime ?? null,
      codes: codeCounts?.all ?? 0,
      open_codes: codeCounts?.open ?? 0,
      today: week.at(-1) ?? zeroCounts(),
      yesterday_visits: week.at(-2)?.visits ?? 0,
      last_7_days: week,
      unread_messages: unread?.n ?? 0,
      notices,
    };
  },

  'home_admin/inquire': async (_input, { db, now }) => {
    const { zone, today } = await siteToday(db, now());
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
      await db.execute(sql`select
          sum(amount) filter (where created_at >= (${today}::date)::timestamp at time zone ${zone}) as today,
          sum(amount) as month
        from bills where type = 1 and amount > 0
          and created_at >= (date_trunc('month', ${today}::date))::timestamp at time zone ${zone}`),
    );
    const top = rowsOf<{ user_id: number; account: string; visits: unknown }>(
      await db.execute(sql`select d.owner_id as user_id, u.account, sum(d.visits) as visits
        from visit_days d join users u on u.id = d.owner_id where d.day = ${today}::date
        group by d.owner_id, u.account order by 3 desc, 1 limit ${TOP_CODES}`),
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
  },
};

/** The destination each code serves now: its last served one, else its first enabled one. */
async function currentDestinations(db: Db, owned: (typeof codes.$inferSelect)[]) {
  const list = await db
    .select()
    .from(destinations)
    .where(
      and(
        inArray(
          destinations.codeId,
          owned.map((code) => code.id),
        ),
        isNull(destinations.removedAt),
      ),
    )
    .orderBy(destinations.sort, destinations.id);
  const current = new Map<
    number,
    {
      id: number;
      url: string | null;
      title: string;
      threshold: number;
      visits: number;
      remaining: number | null;
    }
  >();
  for (const code of owned) {
    const own = list.filter((destination) => destination.codeId === code.id);
    const chosen =
      own.find((destination) => destination.id === code.lastDestinationId) ??
      own.find((destination) => destination.enabled);
    if (!chosen) continue;
    current.set(code.id, {
      id: chosen.id,
      url: chosen.url,
      title: chosen.title,
      threshold: chosen.threshold,
      visits: chosen.visits,
      remaining: chosen.threshold > 0 ? Math.max(0, chosen.threshold - chosen.visits) : null,
    });
  }
  return current;
}
