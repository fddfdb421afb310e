import type { Counts } from '../../contract/areas/statistics';
import { FACET_NAMES, VisitFacet } from '../../contract/areas/statistics';
import type { Actor } from '../auth/sessions';
import type { Db } from '../db/store';
import { addDays, fillDays } from './days';
import {
  countsByDay,
  countsByHour,
  devicesByDay,
  facetTotals,
  sumCounts,
  topCodes,
  zeroCounts,
} from './rollups';
import { type CodeScopeFilter, EVERYONE, scopeOf, siteToday, siteZone } from './scope';

/** The code statistics pages, each a sum over the rollup tables within the caller's scope. */

const TOP_CODES = 10;
const FACET_VALUES = 15;

type DayRange = { start_date: string; end_date: string };

/** Today so far in the site's time zone: totals, per hour, yesterday's total and the busiest codes. */
export async function todayReport(db: Db, actor: Actor, filter: CodeScopeFilter, now: Date) {
  const { zone, today } = await siteToday(db, now);
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
}

/** One row per day of the range (days without visits included) and the range's totals. */
export async function dailyReport(db: Db, actor: Actor, filter: CodeScopeFilter & DayRange) {
  const { start_date, end_date, ...scope } = filter;
  const { rollups } = await scopeOf(db, actor, scope);
  const list = fillDays(
    start_date,
    end_date,
    await countsByDay(db, rollups, start_date, end_date),
    zeroCounts,
  );
  return { list, totals: sumCounts(list) };
}

/** The 24 hours of one day and their totals. */
export async function hourlyReport(db: Db, actor: Actor, filter: CodeScopeFilter & { date: string }) {
  const { date, ...scope } = filter;
  const zone = await siteZone(db);
  const { rollups } = await scopeOf(db, actor, scope);
  return hoursWithTotals(await countsByHour(db, rollups, zone, date));
}

/** The same for the whole platform. */
export async function platformHourlyReport(db: Db, date: string) {
  const zone = await siteZone(db);
  return hoursWithTotals(await countsByHour(db, EVERYONE, zone, date));
}

function hoursWithTotals<Hour extends Counts>(list: Hour[]) {
  return { list, totals: sumCounts(list) };
}

/** The busiest values of each dimension (province, carrier, OS…) over a range. */
export async function facetReport(db: Db, actor: Actor, filter: CodeScopeFilter & DayRange) {
  const { start_date, end_date, ...scope } = filter;
  const { facets } = await scopeOf(db, actor, scope);
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
}

/** Desktop, mobile and bot visits per day of a range, and their totals. */
export async function deviceReport(db: Db, actor: Actor, filter: CodeScopeFilter & DayRange) {
  const { start_date, end_date, ...scope } = filter;
  const { rollups } = await scopeOf(db, actor, scope);
  const zero = () => ({ desktop: 0, mobile: 0, bots: 0 });
  const list = fillDays(start_date, end_date, await devicesByDay(db, rollups, start_date, end_date), zero);
  const totals = zero();
  for (const day of list) {
    totals.desktop += day.desktop;
    totals.mobile += day.mobile;
    totals.bots += day.bots;
  }
  return { list, totals };
}
