import type { statisticsCalls } from '../../contract/areas/statistics';
import type { Handlers } from '../http/handlers';
import { codeHistory } from '../statistics/code-history';
import { monitorTiles } from '../statistics/monitor';
import { ownerHome } from '../statistics/owner-home';
import { adminHome, visitSummary } from '../statistics/platform';
import {
  dailyReport,
  deviceReport,
  facetReport,
  hourlyReport,
  platformHourlyReport,
  todayReport,
} from '../statistics/reports';
import { siteZone } from '../statistics/scope';
import { findSuspicious } from '../statistics/suspicious';
import { asVisitRow } from '../statistics/visit-rows';
import { addressReport, latestVisits, searchVisits } from '../statistics/visit-search';

export const statisticsHandlers: Handlers<typeof statisticsCalls> = {
  'today_statistics/inquire': async (filter, { db, actor, now }) => todayReport(db, actor, filter, now()),

  'daily_statistics/inquire': async (filter, { db, actor }) => dailyReport(db, actor, filter),

  'hourly_statistics/inquire': async (filter, { db, actor }) => hourlyReport(db, actor, filter),

  'historical_statistics/inquire': async (filter, { db, actor, now }) =>
    codeHistory(db, actor, filter, now()),

  'historical_statistics/facets': async (filter, { db, actor }) => facetReport(db, actor, filter),

  'pc_historical_statistics/inquire': async (filter, { db, actor }) => deviceReport(db, actor, filter),

  'visit_hour_statistics/inquire': async ({ date }, { db }) => platformHourlyReport(db, date),

  'visit_summary/inquire': async (filter, { db }) => visitSummary(db, filter),

  'access_real_time_statistics/inquire': async ({ code_id, limit }, { db, actor }) => ({
    list: (await latestVisits(db, actor, code_id, limit)).map(asVisitRow),
  }),

  'monitor/inquire': async ({ ids }, { db, actor, now }) => ({
    list: await monitorTiles(db, actor, ids, now()),
  }),

  'stealing_list/inquire': async (filter, { db }) => findSuspicious(db, await siteZone(db), filter),

  'visitor/inquire': async (filter, { db }) => {
    const { rows, total, capped } = await searchVisits(db, filter);
    return { list: rows.map(asVisitRow), total, total_capped: capped };
  },

  'checkout_ip/inquire': async ({ ip }, { db, geo }) => {
    const report = await addressReport(db, geo, ip);
    return {
      ip,
      ...report.place,
      visitor_blacklisted: report.blacklisted.visitor,
      console_blacklisted: report.blacklisted.console,
      codes_visited: report.codesVisited,
      visits: report.visits,
      recent: report.recent.map(asVisitRow),
    };
  },

  'home/inquire': async (_input, { db, actor, now, locale }) => ownerHome(db, actor, now(), locale),

  'home_admin/inquire': async (_input, { db, now }) => adminHome(db, now()),
};
