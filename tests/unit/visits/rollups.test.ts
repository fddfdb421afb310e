import { describe, expect, it } from 'vitest';
import { FACET_NAMES, VisitFacet } from '../../../contract/areas/statistics';
import { AccessStatus, Carrier } from '../../../contract/enums';
import { ALL_CODES } from '../../../server/db/schema';
import type { Enrichment } from '../../../server/visits/enrich';
import type { VisitRecord } from '../../../server/visits/journal';
import {
  addFirstVisits,
  dimensionRows,
  type EnrichedVisit,
  family,
  perCodeProfiles,
  type Rollups,
  tallyBatch,
} from '../../../server/visits/rollups';

const PHONE: Enrichment = {
  country: '中国',
  province: '广东省',
  city: '深圳市',
  isp: '移动',
  carrier: Carrier.china_mobile,
  inChina: true,
  os: 'iOS 17.4',
  browser: 'WeChat 8.0.47',
  vendor: 'Apple',
  model: 'iPhone',
  device: 'Apple iPhone',
  desktop: false,
  wechat: true,
  bot: false,
};
const DESKTOP: Enrichment = {
  ...PHONE,
  os: 'Windows 10',
  browser: 'Chrome 124',
  device: 'Desktop',
  desktop: true,
  wechat: false,
};

let sequence = 0;
function visit(
  overrides: Partial<VisitRecord>,
  enrichment = PHONE,
  day = '2026-11-21',
  bot = false,
): EnrichedVisit {
  sequence += 1;
  const record: VisitRecord = {
    q: sequence,
    c: 1,
    d: 10,
    o: 7,
    t: Date.parse('2026-11-21T02:15:00Z'),
    ip: '1.1.1.1',
    ua: '',
    r: '',
    s: AccessStatus.served,
    w: enrichment.wechat,
    b: bot,
    sc: false,
    lg: true,
    ...overrides,
  };
  return { record, enrichment, day, bot };
}

type DimensionCount = {
  ownerId: number;
  codeId: number;
  day: string;
  facet: number;
  value: string;
  visits: number;
};

/** The owner-wide rows as they are, and each code's combinations unfolded into their six values, summed. */
function unfolded(rollups: Rollups): DimensionCount[] {
  const { facets, profileDays } = dimensionRows(rollups);
  const sums = new Map<string, DimensionCount>();
  for (const row of profileDays) {
    const profile = rollups.profiles.get(row.profile);
    if (!profile) throw new Error(`no profile ${row.profile}`);
    for (const name of FACET_NAMES) {
      const key = `${row.ownerId}:${row.codeId}:${row.day}:${name}:${profile[name]}`;
      const sum = sums.get(key);
      if (sum) sum.visits += row.visits;
      else sums.set(key, { ...row, facet: VisitFacet[name], value: profile[name] });
    }
  }
  return [...facets.map((row) => ({ ...row, codeId: ALL_CODES })), ...sums.values()];
}

describe('rollups of a batch', () => {
  it('counts served, refused, bots, desktop and WeChat per hour and per day', () => {
    const batch = [
      visit({}),
      visit({}, DESKTOP),
      visit({}, DESKTOP, '2026-11-21', true),
      visit({ s: AccessStatus.closed, d: null }),
      visit({ t: Date.parse('2026-11-21T03:05:00Z') }),
    ];
    const { hours, days } = tallyBatch(batch);
    const hour = (destinationId: number, start: string) =>
      [...hours.values()].find(
        (row) =>
          row.codeId === 1 && row.destinationId === destinationId && row.hour.getTime() === Date.parse(start),
      );
    expect(hours.size).toBe(3);
    expect(hour(10, '2026-11-21T02:00:00Z')).toMatchObject({
      visits: 3,
      refused: 0,
      bots: 1,
      desktop: 1,
      wechat: 1,
    });
    expect(hour(0, '2026-11-21T02:00:00Z')).toMatchObject({ visits: 0, refused: 1 });
    expect(hour(10, '2026-11-21T03:00:00Z')).toMatchObject({ visits: 1 });
    expect([...days.values()]).toEqual([
      expect.objectContaining({
        codeId: 1,
        ownerId: 7,
        day: '2026-11-21',
        visits: 4,
        refused: 1,
        bots: 1,
        desktop: 1,
        wechat: 2,
      }),
    ]);
  });

  it('keeps dimensions of served visits per code and for all the owner’s codes', () => {
    const rollups = tallyBatch([visit({}), visit({ c: 2 }), visit({ s: AccessStatus.blacklisted, d: null })]);
    const { facets, profileDays } = dimensionRows(rollups);
    const carrier = facets.filter((row) => row.facet === VisitFacet.carrier);
    expect(carrier).toEqual([expect.objectContaining({ ownerId: 7, value: '1', visits: 2 })]);
    expect(facets.find((row) => row.facet === VisitFacet.os)).toMatchObject({ value: 'iOS', visits: 2 });
    // One row per code for its combination, where six per-dimension rows were written before.
    expect(profileDays).toHaveLength(2);
    expect(profileDays.map((row) => [row.codeId, row.visits])).toEqual([
      [1, 1],
      [2, 1],
    ]);
    expect([...perCodeProfiles(rollups).keys()]).toEqual([profileDays[0]?.profile]);
    expect(rollups.profiles.get(profileDays[0]?.profile ?? '')).toEqual({
      province: '广东省',
      carrier: '1',
      os: 'iOS',
      browser: 'WeChat',
      model: 'Apple iPhone',
      country: '中国',
    });
  });

  it('counts each dimension exactly across a mixed batch, as one visit at a time would', () => {
    const kinds = [
      PHONE,
      DESKTOP,
      { ...PHONE, os: 'iOS 16.1', province: '北京市' },
      { ...DESKTOP, carrier: Carrier.other },
    ];
    const batch = Array.from({ length: 600 }, (_, index) =>
      visit(
        { c: 1 + (index % 5), o: 7 + (index % 2), lg: index % 3 !== 0 },
        kinds[index % kinds.length],
        index % 7 === 0 ? '2026-11-22' : '2026-11-21',
      ),
    );
    const expected = new Map<string, number>();
    const add = (key: string) => expected.set(key, (expected.get(key) ?? 0) + 1);
    for (const { record, enrichment, day } of batch) {
      const os = family(enrichment.os);
      for (const scope of record.lg ? [record.c, ALL_CODES] : [ALL_CODES]) {
        add(`${record.o}:${scope}:${day}:${VisitFacet.os}:${os}`);
        add(`${record.o}:${scope}:${day}:${VisitFacet.province}:${enrichment.province}`);
        add(`${record.o}:${scope}:${day}:${VisitFacet.carrier}:${enrichment.carrier}`);
      }
    }
    const watched: ReadonlySet<number> = new Set([VisitFacet.os, VisitFacet.province, VisitFacet.carrier]);
    const counted = new Map(
      unfolded(tallyBatch(batch))
        .filter((row) => watched.has(row.facet))
        .map((row) => [`${row.ownerId}:${row.codeId}:${row.day}:${row.facet}:${row.value}`, row.visits]),
    );
    expect(counted).toEqual(expected);
  });

  it('keeps counts-only codes in the owner-wide dimensions only', () => {
    const rollups = tallyBatch([visit({ lg: false })]);
    const { facets, profileDays } = dimensionRows(rollups);
    expect(profileDays).toEqual([]);
    // Its combination needs no id: no row of a code counts it.
    expect(perCodeProfiles(rollups).size).toBe(0);
    expect(facets).toHaveLength(FACET_NAMES.length);
  });

  it('adds first visits of new addresses to their hour and day', () => {
    const first = visit({});
    const rollups = tallyBatch([first, visit({})]);
    addFirstVisits(rollups, [first]);
    expect([...rollups.days.values()][0]?.uniqueIps).toBe(1);
    expect([...rollups.hours.values()][0]?.uniqueIps).toBe(1);
  });

  it('names families without versions', () => {
    expect(family('iOS 17.4')).toBe('iOS');
    expect(family('Mac OS 10.15.7')).toBe('Mac OS');
    expect(family('WeChat 8.0.47')).toBe('WeChat');
    expect(family('Windows 10')).toBe('Windows');
    expect(family('HarmonyOS')).toBe('HarmonyOS');
  });
});
