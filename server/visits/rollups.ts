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
export type FacetRow = {
  codeId: number;
  ownerId: number;
  day: string;
  facet: number;
  value: string;
  visits: number;
};

export type Rollups = {
  hours: Map<string, HourRow>;
  days: Map<string, DayRow>;
  facets: Map<string, FacetRow>;
};

const emptyTally = (): Tally => ({ visits: 0, refused: 0, bots: 0, uniqueIps: 0, desktop: 0, wechat: 0 });

const hourStart = (time: number) => Math.floor(time / HOUR_MS) * HOUR_MS;
const hourKey = ({ record }: EnrichedVisit) => `${record.c}:${record.d ?? 0}:${hourStart(record.t)}`;
const dayKey = ({ record, day }: EnrichedVisit) => `${record.c}:${day}`;

/** A version number says little in a chart: `iOS 17.4` and `iOS 16.1` count as `iOS`. */
export function family(name: string): string {
  return name.replace(/\s+v?\d[\w.]*.*$/, '').trim();
}

function facetValues(enrichment: Enrichment): Record<FacetName, string> {
  return {
    province: enrichment.province,
    carrier: String(enrichment.carrier),
    os: family(enrichment.os),
    browser: family(enrichment.browser),
    model: enrichment.device,
    country: enrichment.country,
  };
}

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
  const rollups: Rollups = { hours: new Map(), days: new Map(), facets: new Map() };
  for (const visit of visits) {
    const { record, day } = visit;
    const hKey = hourKey(visit);
    let hour = rollups.hours.get(hKey);
    if (!hour) {
      hour = {
        ...emptyTally(),
        codeId: record.c,
        destinationId: record.d ?? 0,
        ownerId: record.o,
        hour: new Date(hourStart(record.t)),
      };
      rollups.hours.set(hKey, hour);
    }
    count(hour, visit);
    const dKey = dayKey(visit);
    let dayRow = rollups.days.get(dKey);
    if (!dayRow) {
      dayRow = { ...emptyTally(), codeId: record.c, ownerId: record.o, day };
      rollups.days.set(dKey, dayRow);
    }
    count(dayRow, visit);
    if (record.s === AccessStatus.served) addFacets(rollups.facets, visit);
  }
  return rollups;
}

function addFacets(facets: Map<string, FacetRow>, visit: EnrichedVisit): void {
  const values = facetValues(visit.enrichment);
  const { o: ownerId, c: codeId } = visit.record;
  for (const name of FACET_NAMES) {
    const facet = VisitFacet[name];
    const value = values[name];
    // Per-code dimensions only for codes that keep their visits in detail: a counts-only code with
    // a thousand visits a second would otherwise add six rows a day per code and value.
    for (const scope of visit.record.lg ? [codeId, ALL_CODES] : [ALL_CODES]) {
      const key = `${ownerId}:${scope}:${visit.day}:${facet}:${value}`;
      const row = facets.get(key);
      if (row) row.visits += 1;
      else facets.set(key, { codeId: scope, ownerId, day: visit.day, facet, value, visits: 1 });
    }
  }
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
