import { z } from 'zod';
import {
  call,
  decimalString,
  enumSchema,
  idSchema,
  isoTime,
  noInput,
  paged,
  pageInput,
  prefixed,
} from '../call';
import { AccessStatus, Carrier } from '../enums';
import { membershipStateSchema } from '../membership';
import { text } from '../text';

/**
 * Statistics read the hourly and daily rollups the visit writer keeps, never raw visits. Days are
 * calendar days in the site's configured time zone (`configuration.time_zone`, default
 * Asia/Shanghai); times travel as ISO strings in UTC.
 */

/**
 * Days from the clock's epoch to the end of 9998: a year short of 10000, so that a range's day
 * arithmetic (the day after, the week before) still writes four-digit years the database reads.
 */
export const FIRST_DAY = '1970-01-01';
export const LAST_DAY = '9998-12-31';

/** Whether `YYYY-MM-DD` names a day that exists (no 2026-02-30, no month 13) within the bounds. */
export function isCalendarDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || day < FIRST_DAY || day > LAST_DAY) return false;
  // An impossible date parses to NaN or rolls over into another day; either way it differs.
  const time = Date.parse(`${day}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
}

/** A calendar day `YYYY-MM-DD` that exists. */
export const daySchema = text().refine(isCalendarDay, { message: 'statistics.day_format', abort: true });

/** The longest range a statistics call covers. */
export const MAX_STATISTICS_DAYS = 366;

/** The visit explorer counts its matches up to this many; the pages go as far. */
export const VISITOR_COUNT_CAP = 10_000;

export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Narrows a statistic to one code or one group of the caller's codes (both optional). */
const scope = {
  code_id: idSchema.optional(),
  group_id: idSchema.optional(),
};

const dayRange = z
  .object({ ...scope, start_date: daySchema, end_date: daySchema })
  .refine((range) => range.start_date <= range.end_date, {
    message: 'statistics.range_order',
    path: ['end_date'],
  })
  .refine((range) => daysBetween(range.start_date, range.end_date) <= MAX_STATISTICS_DAYS, {
    message: 'statistics.range_too_long',
    path: ['start_date'],
  });

/** Counts of one slice of time. `unique_ips`: addresses seeing the code for the first time. */
export const countsSchema = z.object({
  visits: z.int(),
  unique_ips: z.int(),
  /** Visits an access rule refused (closed, expired, WeChat-only, scan-only, blacklisted). */
  refused: z.int(),
  /** Served visits from crawlers and link-preview fetchers; included in `visits`, shown apart. */
  bots: z.int(),
});
export type Counts = z.infer<typeof countsSchema>;

export const hourRowSchema = countsSchema.extend({ hour: z.int().min(0).max(23) });
export const dayRowSchema = countsSchema.extend({ date: daySchema });

export const codeTotalsSchema = z.object({
  id: z.int(),
  name: text(),
  file_name: text(),
  visits: z.int(),
  unique_ips: z.int(),
});

/** A dimension of visits kept per day: where from, on what. */
export const VisitFacet = { province: 1, carrier: 2, os: 3, browser: 4, model: 5, country: 6 } as const;
export const FACET_NAMES = ['province', 'carrier', 'os', 'browser', 'model', 'country'] as const;
export type FacetName = (typeof FACET_NAMES)[number];

const facetRowSchema = z.object({ value: text(), visits: z.int() });

/** One visit as the access log, the live feed and the visit explorer show it. */
export const visitRowSchema = z.object({
  id: z.int(),
  code_id: z.int(),
  code_name: text(),
  file_name: text(),
  destination_id: z.int().nullable(),
  created_at: isoTime,
  ip: text(),
  country: text(),
  province: text(),
  city: text(),
  carrier: enumSchema(Carrier),
  os: text(),
  browser: text(),
  device: text(),
  model: text(),
  user_agent: text(),
  referrer: text(),
  access_status: enumSchema(AccessStatus),
  in_wechat: z.boolean(),
  bot: z.boolean(),
});
export type VisitRow = z.infer<typeof visitRowSchema>;

export const statisticsCalls = {
  ...prefixed('today_statistics', {
    inquire: call({
      summary: 'Today so far (site time zone): totals, per hour, yesterday’s total and the top codes',
      effect: 'read',
      access: 'permission',
      apiScope: 'statistics:read',
      input: z.object(scope),
      output: countsSchema.extend({
        date: daySchema,
        yesterday_visits: z.int(),
        hours: z.array(hourRowSchema).length(24),
        top_codes: z.array(codeTotalsSchema).max(10),
      }),
    }),
  }),
  ...prefixed('daily_statistics', {
    inquire: call({
      summary: 'One row per day of the range (days without visits included), with the range’s totals',
      effect: 'read',
      access: 'permission',
      apiScope: 'statistics:read',
      input: dayRange,
      output: z.object({ list: z.array(dayRowSchema), totals: countsSchema }),
    }),
  }),
  ...prefixed('hourly_statistics', {
    inquire: call({
      summary: 'The 24 hours of one day',
      effect: 'read',
      access: 'permission',
      apiScope: 'statistics:read',
      input: z.object({ ...scope, date: daySchema }),
      output: z.object({ list: z.array(hourRowSchema).length(24), totals: countsSchema }),
    }),
  }),
  ...prefixed('historical_statistics', {
    inquire: call({
      summary: 'Every code with its all-time, today’s, yesterday’s and last-7-days visits',
      effect: 'read',
      access: 'permission',
      apiScope: 'statistics:read',
      input: z.object({
        ...scope,
        keyword: text().trim().max(100).optional(),
        sort: z.enum(['visits', 'unique_ips', 'today_visits', 'created_at']).default('visits'),
        ...pageInput,
      }),
      output: paged(
        codeTotalsSchema.extend({
          today_visits: z.int(),
          yesterday_visits: z.int(),
          last_7_days: z.int(),
          created_at: isoTime,
        }),
      ),
    }),
    facets: call({
      summary:
        'Where visits came from and on what, over a range: top values of each dimension (per code for codes with detailed logging)',
      effect: 'read',
      access: 'permission',
      apiScope: 'statistics:read',
      permission: 'historical_statistics/inquire',
      input: dayRange,
      output: z.object(
        Object.fromEntries(FACET_NAMES.map((name) => [name, z.array(facetRowSchema)])) as Record<
          FacetName,
          z.ZodArray<typeof facetRowSchema>
        >,
      ),
    }),
  }),
  ...prefixed('pc_historical_statistics', {
    inquire: call({
      summary: 'Desktop and mobile visits per day (bots apart)',
      effect: 'read',
      access: 'permission',
      apiScope: 'statistics:read',
      input: dayRange,
      output: z.object({
        list: z.array(z.object({ date: daySchema, desktop: z.int(), mobile: z.int(), bots: z.int() })),
        totals: z.object({ desktop: z.int(), mobile: z.int(), bots: z.int() }),
      }),
    }),
  }),
  ...prefixed('visit_hour_statistics', {
    inquire: call({
      summary: 'Platform-wide: the 24 hours of one day, with how many codes were visited in each',
      effect: 'read',
      access: 'permission',
      input: z.object({ date: daySchema }),
      output: z.object({
        list: z.array(hourRowSchema.extend({ active_codes: z.int() })).length(24),
        totals: countsSchema,
      }),
    }),
  }),
  ...prefixed('visit_summary', {
    inquire: call({
      summary: 'Platform-wide: visits per user over a range, busiest first, with the platform’s totals',
      effect: 'read',
      access: 'permission',
      input: z
        .object({
          start_date: daySchema,
          end_date: daySchema,
          keyword: text().trim().max(60).optional(),
          ...pageInput,
        })
        .refine((range) => range.start_date <= range.end_date, {
          message: 'statistics.range_order',
          path: ['end_date'],
        })
        .refine((range) => daysBetween(range.start_date, range.end_date) <= MAX_STATISTICS_DAYS, {
          message: 'statistics.range_too_long',
          path: ['start_date'],
        }),
      output: paged(countsSchema.extend({ user_id: z.int(), account: text(), active_codes: z.int() })).extend(
        { totals: countsSchema, days: z.array(dayRowSchema) },
      ),
    }),
  }),
  ...prefixed('access_real_time_statistics', {
    inquire: call({
      summary: 'The latest recorded visits of the caller’s detailed codes; new ones arrive over the socket',
      effect: 'read',
      access: 'permission',
      input: z.object({ code_id: idSchema.optional(), limit: z.int().min(1).max(200).default(50) }),
      output: z.object({ list: z.array(visitRowSchema) }),
    }),
  }),
  ...prefixed('monitor', {
    inquire: call({
      summary: 'Tiles of the monitor wall: each code’s counts and its current destination’s threshold left',
      effect: 'read',
      access: 'permission',
      input: z.object({ ids: z.array(idSchema).min(1).max(60) }),
      output: z.object({
        list: z.array(
          z.object({
            id: z.int(),
            name: text(),
            file_name: text(),
            status: z.int(),
            view_number: z.int(),
            today_visits: z.int(),
            /** The destination serving now; per-minute counts then arrive over the socket. */
            destination: z
              .object({
                id: z.int(),
                url: text().nullable(),
                title: text(),
                threshold: z.int(),
                visits: z.int(),
                /** Visits it serves before the next destination; null when it has no threshold. */
                remaining: z.int().nullable(),
              })
              .nullable(),
          }),
        ),
      }),
    }),
  }),
  ...prefixed('stealing_list', {
    inquire: call({
      summary:
        'Platform-wide suspicious traffic of one day: frequent addresses, crawlers, bursts, shared user agents',
      effect: 'read',
      access: 'permission',
      input: z.object({
        date: daySchema,
        kind: z.enum(['frequent_ip', 'crawler', 'burst', 'same_ua']).optional(),
        code_id: idSchema.optional(),
        ...pageInput,
      }),
      output: paged(
        z.object({
          kind: z.enum(['frequent_ip', 'crawler', 'burst', 'same_ua']),
          code_id: z.int(),
          code_name: text(),
          file_name: text(),
          owner_account: text(),
          /** The address, the user agent or the minute (ISO) the finding is about. */
          subject: text(),
          visits: z.int(),
          /** Distinct addresses behind the finding. */
          addresses: z.int(),
          first_time: isoTime,
          last_time: isoTime,
        }),
      ),
    }),
  }),
  ...prefixed('visitor', {
    inquire: call({
      summary: 'Platform-wide visit explorer over recorded visits, newest first',
      effect: 'read',
      access: 'permission',
      input: z.object({
        start_time: z.iso.datetime({ offset: true }),
        end_time: z.iso.datetime({ offset: true }),
        file_name: text().trim().max(100).optional(),
        account: text().trim().max(60).optional(),
        ip: text().trim().max(45).optional(),
        carrier: enumSchema(Carrier).optional(),
        access_status: enumSchema(AccessStatus).optional(),
        in_wechat: z.boolean().optional(),
        bot: z.boolean().optional(),
        ...pageInput,
      }),
      output: paged(visitRowSchema.extend({ owner_account: text() })).extend({
        /**
         * Counting every match of a busy platform's week would take longer than the page itself:
         * past `VISITOR_COUNT_CAP` the count stops, `total` is the cap and this is true.
         */
        total_capped: z.boolean(),
      }),
    }),
  }),
  ...prefixed('checkout_ip', {
    inquire: call({
      summary: 'One address: where it is, its carrier, whether it is blacklisted, and its latest visits',
      effect: 'read',
      access: 'permission',
      input: z.object({ ip: z.union([z.ipv4(), z.ipv6()], { error: 'rule.ip_invalid' }) }),
      output: z.object({
        ip: text(),
        country: text(),
        province: text(),
        city: text(),
        isp: text(),
        carrier: enumSchema(Carrier),
        visitor_blacklisted: z.boolean(),
        console_blacklisted: z.boolean(),
        codes_visited: z.int(),
        visits: z.int(),
        recent: z.array(visitRowSchema.extend({ owner_account: text() })),
      }),
    }),
  }),
  ...prefixed('home', {
    inquire: call({
      summary: 'The customer dashboard: balance, membership, codes, today’s visits, the last week, notices',
      effect: 'read',
      access: 'permission',
      input: noInput,
      output: z.object({
        balance: decimalString,
        membership: membershipStateSchema,
        codes: z.int(),
        open_codes: z.int(),
        today: countsSchema,
        yesterday_visits: z.int(),
        last_7_days: z.array(dayRowSchema),
        unread_messages: z.int(),
        notices: z.array(z.object({ id: z.int(), title: text(), created_at: isoTime })),
      }),
    }),
  }),
  ...prefixed('home_admin', {
    inquire: call({
      summary: 'The admin dashboard: users, online users, revenue, platform visits',
      effect: 'read',
      access: 'permission',
      input: noInput,
      output: z.object({
        users: z.int(),
        new_users_today: z.int(),
        online_users: z.int(),
        codes: z.int(),
        today: countsSchema,
        /** Paid orders today and this month (USDT); zero until billing records payments. */
        revenue_today: decimalString,
        revenue_month: decimalString,
        last_7_days: z.array(dayRowSchema),
        top_users: z.array(z.object({ user_id: z.int(), account: text(), visits: z.int() })).max(10),
      }),
    }),
  }),
};

/** The socket event (`SocketEvent.visit`) each owner receives after a batch of their visits is written. */
export const visitEventSchema = z.object({
  visits: z.array(visitRowSchema.omit({ id: true })),
  /** Destination switches in the batch, so the monitor wall can flash them. */
  switches: z.array(z.object({ code_id: z.int(), to_destination_id: z.int(), exhausted: z.boolean() })),
});
export type VisitEvent = z.infer<typeof visitEventSchema>;
