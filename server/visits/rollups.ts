import { FACET_NAMES, type FacetName, VisitFacet } from '../../contract/areas/statistics';
import { AccessStatus } from '../../contract/enums';
import { ALL_CODES } from '../db/schema';
import type { Enrichment } from './enrich';
import type { VisitRecord } from './journal';

const HOUR_MS = 3_600_000;

/** A journaled visit with what the writer worked out about it. */
export type EnrichedVisit = {
  record: VisitRecord;
  enrichment: Enrichment;
  /** Calendar day in the site's time zone. */
  day: string;
  /** A crawler, a link-preview fetcher or a HEAD request. */
  bot: boolean;
};

export type Tally = {
  visits: number;
  refused: number;
  bots: number;
  uniqueIps: number;
  desktop: number;
  wechat: number;
};

export type HourRow = Tally & { codeId: number; destinationId: number; ownerId: number; hour: Date };
export type DayRow = Tally & { codeId: number; ownerId: number; day: string };
/** Owner-wide visits (all codes) per day and value of one dimension. */
export type FacetRow = {
  ownerId: number;
  day: string;
  facet: number;
  value: string;
  visits: number;
};
/** The values of a visit's six dimensions, as one combination. */
export type Profile = Record<FacetName, string>;
/**
 * Visits per day with one combination of dimensions (`profile`, a key of `Rollups.profiles`): of
 * one code, or of all the owner's codes (`ALL_CODES`), which are written per dimension instead.
 */
export type ProfileDayRow = {
  codeId: number;
  ownerId: number;
  day: string;
  profile: string;
  visits: number;
};

export type Rollups = {
  hours: Map<string, HourRow>;
  days: Map<string, DayRow>;
  /** Each combination of dimensions the batch met, by its key. */
  profiles: Map<string, Profile>;
  profileDays: Map<string, ProfileDayRow>;
};

const hourStart = (time: number) => Math.floor(time / HOUR_MS) * HOUR_MS;
// Hours since 1970 rather than the hour's milliseconds: a small integer turns into text far faster.
const hourKey = ({ record }: EnrichedVisit) =>
  `${record.c}:${record.d ?? 0}:${Math.floor(record.t / HOUR_MS)}`;
const dayKey = ({ record, day }: EnrichedVisit) => `${record.c}:${day}`;

/** A version number says little in a chart: `iOS 17.4` and `iOS 16.1` count as `iOS`. */
export function family(name: string): string {
  return name.replace(/\s+v?\d[\w.]*.*$/, '').trim();
}

function profileOf(enrichment: Enrichment): Profile {
  return {
    province: enrichment.province,
    carrier: String(enrichment.carrier),
    os: family(enrichment.os),
    browser: family(enrichment.browser),
    model: enrichment.device,
    country: enrichment.country,
  };
}

/** Dimension values come from addresses and parsed user agents, which never hold a NUL. */
export const profileKey = (profile: Profile) => FACET_NAMES.map((name) => profile[name]).join('\u0000');

function count(tally: Tally, visit: EnrichedVisit): void {
  const { record, enrichment, bot } = visit;
  if (record.s !== AccessStatus.served) {
    tally.refused += 1;
    return;
  }
  tally.visits += 1;
  if (bot) tally.bots += 1;
  else if (enrichment.desktop) tally.desktop += 1;
  if (record.w) tally.wechat += 1;
}

/**
 * What one batch adds to the hourly, daily and per-dimension rollups. Refused visits count as
 * refused only; dimensions describe served visits.
 */
export function tallyBatch(visits: readonly EnrichedVisit[]): Rollups {
  const rollups: Rollups = {
    hours: new Map(),
    days: new Map(),
    profiles: new Map(),
    profileDays: new Map(),
  };
  for (const visit of visits) {
    count(hourRow(rollups.hours, visit), visit);
    count(dayRow(rollups.days, visit), visit);
    if (visit.record.s === AccessStatus.served) addDimensions(rollups, visit);
  }
  return rollups;
}

// Rows are written out field by field: spreading a shared empty tally into each new row was a
// good part of a batch's JavaScript.
function hourRow(hours: Map<string, HourRow>, visit: EnrichedVisit): HourRow {
  const key = hourKey(visit);
  const found = hours.get(key);
  if (found) return found;
  const { record } = visit;
  const row: HourRow = {
    codeId: record.c,
    destinationId: record.d ?? 0,
    ownerId: record.o,
    hour: new Date(hourStart(record.t)),
    visits: 0,
    refused: 0,
    bots: 0,
    uniqueIps: 0,
    desktop: 0,
    wechat: 0,
  };
  hours.set(key, row);
  return row;
}

function dayRow(days: Map<string, DayRow>, visit: EnrichedVisit): DayRow {
  const key = dayKey(visit);
  const found = days.get(key);
  if (found) return found;
  const { record, day } = visit;
  const row: DayRow = {
    codeId: record.c,
    ownerId: record.o,
    day,
    visits: 0,
    refused: 0,
    bots: 0,
    uniqueIps: 0,
    desktop: 0,
    wechat: 0,
  };
  days.set(key, row);
  return row;
}

/**
 * Counts a served visit's combination of dimensions for its owner, and for its code if the code
 * keeps its visits in detail: one row where there were six. (A counts-only code with a thousand
 * visits a second would otherwise add rows a day per code and combination.)
 */
function addDimensions(rollups: Rollups, visit: EnrichedVisit): void {
  const profile = profileOf(visit.enrichment);
  const profileId = profileKey(profile);
  if (!rollups.profiles.has(profileId)) rollups.profiles.set(profileId, profile);
  const { o: ownerId, c: codeId, lg } = visit.record;
  addProfileDay(rollups.profileDays, ALL_CODES, ownerId, visit.day, profileId);
  if (lg) addProfileDay(rollups.profileDays, codeId, ownerId, visit.day, profileId);
}

function addProfileDay(
  rows: Map<string, ProfileDayRow>,
  codeId: number,
  ownerId: number,
  day: string,
  profile: string,
) {
  const key = `${ownerId}:${codeId}:${day}:${profile}`;
  const row = rows.get(key);
  if (row) row.visits += 1;
  else rows.set(key, { codeId, ownerId, day, profile, visits: 1 });
}

/**
 * The rows a batch adds to one code's combinations, and to the owner's totals per dimension
 * value: the owner's combinations (code 0) unfolded, six rows each, summed by value.
 */
export function dimensionRows(rollups: Rollups): { profileDays: ProfileDayRow[]; facets: FacetRow[] } {
  const profileDays: ProfileDayRow[] = [];
  const facets = new Map<string, FacetRow>();
  for (const row of rollups.profileDays.values()) {
    if (row.codeId !== ALL_CODES) {
      profileDays.push(row);
      continue;
    }
    const profile = rollups.profiles.get(row.profile) as Profile;
    for (const name of FACET_NAMES) {
      const facet = VisitFacet[name];
      const value = profile[name];
      const key = `${row.ownerId}:${row.day}:${facet}:${value}`;
      const facetRow = facets.get(key);
      if (facetRow) facetRow.visits += row.visits;
      else facets.set(key, { ownerId: row.ownerId, day: row.day, facet, value, visits: row.visits });
    }
  }
  return { profileDays, facets: [...facets.values()] };
}

/** The combinations that codes' own rows count: only these need an id (owner-wide rows are per dimension). */
export function perCodeProfiles(rollups: Rollups): Map<string, Profile> {
  const profiles = new Map<string, Profile>();
  for (const row of rollups.profileDays.values())
    if (row.codeId !== ALL_CODES) profiles.set(row.profile, rollups.profiles.get(row.profile) as Profile);
  return profiles;
}

/** Counts first visits of addresses (each the earliest visit of a new address to its code) as unique. */
export function addFirstVisits(rollups: Rollups, firstVisits: readonly EnrichedVisit[]): void {
  for (const visit of firstVisits) {
    const hour = rollups.hours.get(hourKey(visit));
    if (hour) hour.uniqueIps += 1;
    const day = rollups.days.get(dayKey(visit));
    if (day) day.uniqueIps += 1;
  }
}
