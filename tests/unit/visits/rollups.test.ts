import { describe, expect, it } from 'vitest';
import { VisitFacet } from '../../../contract/areas/statistics';
import { AccessStatus, Carrier } from '../../../contract/enums';
import { ALL_CODES } from '../../../server/db/schema';
import type { Enrichment } from '../../../server/visits/enrich';
import type { VisitRecord } from '../../../server/visits/journal';
import { addFirstVisits, type EnrichedVisit, family, tallyBatch } from '../../../server/visits/rollups';

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
    const firstHour = hours.get(`1:10:${Date.parse('2026-11-21T02:00:00Z')}`);
    expect(firstHour).toMatchObject({ visits: 3, refused: 0, bots: 1, desktop: 1, wechat: 1 });
    expect(hours.get(`1:0:${Date.parse('2026-11-21T02:00:00Z')}`)).toMatchObject({ visits: 0, refused: 1 });
    expect(hours.get(`1:10:${Date.parse('2026-11-21T03:00:00Z')}`)).toMatchObject({ visits: 1 });
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
    const { facets } = tallyBatch([
      visit({}),
      visit({ c: 2 }),
      visit({ s: AccessStatus.blacklisted, d: null }),
    ]);
    const carrier = [...facets.values()].filter((row) => row.facet === VisitFacet.carrier);
    expect(carrier).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ codeId: 1, value: '1', visits: 1 }),
        expect.objectContaining({ codeId: 2, value: '1', visits: 1 }),
        expect.objectContaining({ codeId: ALL_CODES, value: '1', visits: 2 }),
      ]),
    );
    expect(carrier).toHaveLength(3);
    const os = [...facets.values()].find((row) => row.facet === VisitFacet.os && row.codeId === ALL_CODES);
    expect(os).toMatchObject({ value: 'iOS', visits: 2 });
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
    const { facets } = tallyBatch(batch);
    const watched: ReadonlySet<number> = new Set([VisitFacet.os, VisitFacet.province, VisitFacet.carrier]);
    const counted = new Map(
      [...facets.values()]
        .filter((row) => watched.has(row.facet))
        .map((row) => [`${row.ownerId}:${row.codeId}:${row.day}:${row.facet}:${row.value}`, row.visits]),
    );
    expect(counted).toEqual(expected);
  });

  it('keeps counts-only codes in the owner-wide dimensions only', () => {
    const { facets } = tallyBatch([visit({ lg: false })]);
    expect(new Set([...facets.values()].map((row) => row.codeId))).toEqual(new Set([ALL_CODES]));
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
