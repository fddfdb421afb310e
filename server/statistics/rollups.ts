import { type SQL, sql } from 'drizzle-orm';
import { type Counts, FACET_NAMES, VisitFacet } from '../../contract/areas/statistics';
import { rowsOf } from '../db/rows';
import type { Db } from '../db/store';
import type { FacetScope } from './scope';

/**
 * Reads of the rollup tables (`visit_days`, `visit_hours`, `visit_facets`, `visit_profile_days`). Each takes a condition
 * on the table's own `owner_id`/`code_id` columns, so one scope serves every statistic.
 */

type CountsRow = { visits: unknown; unique_ips: unknown; refused: unknown; bots: unknown };

/** Sums come back as strings, bigints or numbers depending on the driver. */
export const num = (value: unknown): number => Number(value ?? 0);

export const zeroCounts = (): Counts => ({ visits: 0, unique_ips: 0, refused: 0, bots: 0 });

export function countsOf(row: CountsRow | undefined): Counts {
  return {
    visits: num(row?.visits),
    unique_ips: num(row?.unique_ips),
    refused: num(row?.refused),
    bots: num(row?.bots),
  };
}

const SUMS = sql`coalesce(sum(visits), 0) as visits, coalesce(sum(unique_ips), 0) as unique_ips,
  coalesce(sum(refused), 0) as refused, coalesce(sum(bots), 0) as bots`;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** Counts per day of a range (days without visits are absent). */
export async function countsByDay(
  db: Db,
  scope: SQL,
  start: string,
  end: string,
): Promise<Map<string, Counts>> {
  const result = await rows<CountsRow & { day: unknown }>(
    db,
    sql`select day::text as day, ${SUMS} from visit_days
      where ${scope} and day between ${start}::date and ${end}::date group by day`,
  );
  return new Map(result.map((row) => [String(row.day), countsOf(row)]));
}

/** The 24 hours of a day in a time zone (a daylight-saving day folds its extra hour in). */
export async function countsByHour(
  db: Db,
  scope: SQL,
  zone: string,
  day: string,
): Promise<(Counts & { hour: number; active_codes: number })[]> {
  const result = await rows<CountsRow & { hour: unknown; active_codes: unknown }>(
    db,
    sql`select extract(hour from hour at time zone ${zone})::int as hour, ${SUMS},
        count(distinct code_id) filter (where visits > 0) as active_codes
      from visit_hours
      where ${scope} and hour >= (${day}::date)::timestamp at time zone ${zone}
        and hour < (${day}::date + 1)::timestamp at time zone ${zone}
      group by 1`,
  );
  const byHour = new Map(result.map((row) => [num(row.hour), row]));
  return Array.from({ length: 24 }, (_, hour) => ({
    hour,
    ...countsOf(byHour.get(hour)),
    active_codes: num(byHour.get(hour)?.active_codes),
  }));
}

export function sumCounts(list: readonly Counts[]): Counts {
  const total = zeroCounts();
  for (const counts of list) {
    total.visits += counts.visits;
    total.unique_ips += counts.unique_ips;
    total.refused += counts.refused;
    total.bots += counts.bots;
  }
  return total;
}

/** Desktop and mobile (non-bot, non-desktop) served visits per day. */
export async function devicesByDay(db: Db, scope: SQL, start: string, end: string) {
  const result = await rows<{ day: unknown; desktop: unknown; mobile: unknown; bots: unknown }>(
    db,
    sql`select day::text as day, coalesce(sum(desktop), 0) as desktop,
        coalesce(sum(visits - bots - desktop), 0) as mobile, coalesce(sum(bots), 0) as bots
      from visit_days where ${scope} and day between ${start}::date and ${end}::date group by day`,
  );
  return new Map(
    result.map((row) => [
      String(row.day),
      { desktop: num(row.desktop), mobile: num(row.mobile), bots: num(row.bots) },
    ]),
  );
}

/** The busiest codes of a range with their names. */
export async function topCodes(db: Db, scope: SQL, start: string, end: string, limit: number) {
  const result = await rows<{
    id: number;
    name: string;
    file_name: string;
    visits: unknown;
    unique_ips: unknown;
  }>(
    db,
    sql`select c.id, c.name, c.file_name, t.visits, t.unique_ips
      from (select code_id, sum(visits) as visits, sum(unique_ips) as unique_ips from visit_days
        where ${scope} and day between ${start}::date and ${end}::date
        group by code_id order by 2 desc limit ${limit}) t
      join codes c on c.id = t.code_id order by t.visits desc, c.id`,
  );
  return result.map((row) => ({ ...row, visits: num(row.visits), unique_ips: num(row.unique_ips) }));
}

/** Visit totals per facet value over a range, busiest first. */
export async function facetTotals(db: Db, scope: FacetScope, start: string, end: string) {
  const days = sql`${scope.where} and day between ${start}::date and ${end}::date`;
  return (
    await rows<{ facet: unknown; value: string; visits: unknown }>(
      db,
      scope.ownerWide
        ? sql`select facet, value, sum(visits) as visits from visit_facets where ${days}
            group by facet, value order by 3 desc`
        : sql`select f.facet, f.value, sum(t.visits) as visits
            from (select profile_id, sum(visits) as visits from visit_profile_days where ${days}
              group by profile_id) t
            join visit_profiles p on p.id = t.profile_id
            cross join lateral (values ${PROFILE_FACETS}) as f(facet, value)
            where f.value is not null
            group by f.facet, f.value order by 3 desc`,
    )
  ).map((row) => ({ facet: num(row.facet), value: row.value, visits: num(row.visits) }));
}

/**
 * A profile unfolded into its six (facet, value) pairs; a null value (a profile carried over from
 * per-dimension counts) is a dimension the row does not count.
 */
const PROFILE_FACETS = sql.join(
  FACET_NAMES.map((name) => sql`(${sql.raw(String(VisitFacet[name]))}, p.${sql.identifier(name)})`),
  sql`, `,
);
