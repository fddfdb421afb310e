import { describe, expect, it } from 'vitest';
import { Carrier } from '../../../contract/enums';
import {
  createEnricher,
  createIp2RegionGeo,
  type Enrichment,
  type GeoInfo,
  type GeoPort,
  UNKNOWN_GEO,
} from '../../../server/visits/enrich';

const IPHONE_WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

const SHENZHEN: GeoInfo = {
  country: '中国',
  province: '广东省',
  city: '深圳市',
  isp: '电信',
  carrier: Carrier.china_telecom,
};

/** A geo port that answers Shenzhen for everything and counts its lookups. */
function countingGeo(): GeoPort & { lookups: string[] } {
  const lookups: string[] = [];
  return {
    lookups,
    lookup(ip) {
      lookups.push(ip);
      return SHENZHEN;
    },
  };
}

describe('createEnricher', () => {
  it('combines location, device and flags from the real data', () => {
    const enricher = createEnricher(createIp2RegionGeo());
    expect(enricher.enrich('117.136.0.1', IPHONE_WECHAT)).toEqual<Enrichment>({
      country: '中国',
      province: '北京',
      city: '北京市',
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
    });
  });

  it('marks a foreign visitor as outside China', () => {
    const enricher = createEnricher(createIp2RegionGeo());
    expect(enricher.enrich('8.8.8.8', WINDOWS_CHROME)).toMatchObject({ country: '美国', inChina: false });
  });

  it('counts a HEAD request as a bot without remembering it for the next GET', () => {
    const enricher = createEnricher(countingGeo());
    expect(enricher.enrich('1.1.1.1', WINDOWS_CHROME, true).bot).toBe(true);
    expect(enricher.enrich('1.1.1.1', WINDOWS_CHROME).bot).toBe(false);
  });

  it('looks each address up once and returns equal results from the cache', () => {
    const geo = countingGeo();
    const enricher = createEnricher(geo);
    const first = enricher.enrich('1.1.1.1', IPHONE_WECHAT);
    const second = enricher.enrich('1.1.1.1', IPHONE_WECHAT);
    expect(second).toEqual(first);
    expect(geo.lookups).toEqual(['1.1.1.1']);
  });

  it('hands out fresh objects, so a caller changing one does not change the cache', () => {
    const enricher = createEnricher(countingGeo());
    const first = enricher.enrich('1.1.1.1', IPHONE_WECHAT);
    first.city = 'changed';
    first.bot = true;
    expect(enricher.enrich('1.1.1.1', IPHONE_WECHAT)).toMatchObject({ city: '深圳市', bot: false });
  });

  it('keeps the cache bounded by starting over when it is full', () => {
    const geo = countingGeo();
    const enricher = createEnricher(geo, { cacheSize: 2 });
    for (const ip of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '1.1.1.1']) enricher.enrich(ip, WINDOWS_CHROME);
    expect(geo.lookups).toEqual(['1.1.1.1', '2.2.2.2', '3.3.3.3', '1.1.1.1']);
  });

  it('enriches a batch of visits with repeated agents consistently', () => {
    const enricher = createEnricher(countingGeo());
    const batch = Array.from({ length: 1000 }, (_, i) =>
      enricher.enrich(`10.0.${i % 7}.1`, i % 2 ? IPHONE_WECHAT : WINDOWS_CHROME),
    );
    expect(batch.filter((visit) => visit.wechat)).toHaveLength(500);
    expect(batch.filter((visit) => visit.desktop)).toHaveLength(500);
  });

  it('passes an unknown location through', () => {
    const enricher = createEnricher({ lookup: () => UNKNOWN_GEO });
    expect(enricher.enrich('192.168.1.1', '')).toMatchObject({
      country: '',
      carrier: Carrier.other,
      inChina: false,
      bot: true,
    });
  });
});
