import { createRequire } from 'node:module';
import { isIP } from 'node:net';
import type IP2Region from 'ip2region';
import { Carrier, type EnumValue } from '../../../contract/enums';

export type CarrierCode = EnumValue<typeof Carrier>;

/** Where an address is and who carries it, as far as the local data knows; unknown parts are ''. */
export type GeoInfo = {
  /** Country as the data names it, in Chinese (中国, 美国…). */
  country: string;
  /** Province as the data names it (广东省, and 北京 for IPv4 but 北京市 for IPv6 municipalities). */
  province: string;
  city: string;
  /** The operator's name as the data gives it (电信, 中国移动CMNET网络, Level3…). */
  isp: string;
  /** China Mobile, China Unicom, China Telecom, or 4 for everyone else and unknown. */
  carrier: CarrierCode;
};

/** Looks addresses up locally; never throws and never touches the network. */
export type GeoPort = { lookup(ip: string): GeoInfo };

export const UNKNOWN_GEO: GeoInfo = Object.freeze({
  country: '',
  province: '',
  city: '',
  isp: '',
  carrier: Carrier.other,
});

/**
 * Whether a location is in China. The rule is simply "the country is 中国": the data files Hong
 * Kong, Macao and Taiwan under 中国 as provinces (香港, 澳门, 台湾省), so they count as well.
 */
export function inChina(geo: GeoInfo): boolean {
  return geo.country === '中国';
}

// Anchored, so 中华电信 (Taiwan), 澳门电讯 or 星和移动 (Hong Kong) do not pass for the big three.
// 铁通 and 网通 were merged into China Mobile and China Unicom in 2008 and still show up in data.
const CARRIERS: ReadonlyArray<readonly [RegExp, CarrierCode]> = [
  [/^(?:中国)?(?:移动|铁通)/, Carrier.china_mobile],
  [/^(?:中国)?(?:联通|网通)/, Carrier.china_unicom],
  [/^(?:中国)?电信/, Carrier.china_telecom],
];

/** The carrier code for an ISP name such as 电信, 中国移动 or 中国联通3GNET网络. */
export function carrierOf(isp: string): CarrierCode {
  for (const [pattern, code] of CARRIERS) if (pattern.test(isp)) return code;
  return Carrier.other;
}

/** What the data writes where it has nothing to say. */
const PLACEHOLDERS = new Set(['0', '内网IP', '未知', '未知地区', '未知国家', '保留地址', 'IANA']);

function clean(text: string | undefined): string {
  const value = (text ?? '').trim();
  return PLACEHOLDERS.has(value) ? '' : value;
}

// The IPv6 data names these places instead of a country; 全球 marks anycast ranges.
const NOT_A_COUNTRY = /^(?:全球|局域网|非洲|欧洲|亚洲|美洲|大洋洲|南极洲)$|地区$/;
// Ranges that are not on the public internet: private, link-local, documentation, multicast…
const NOT_PUBLIC_V6 = /^(?:局域网|IANA)/;
const LEADING_CJK = /^[\u4e00-\u9fff]+/;
// Characters that end Chinese names of subdivisions (东京都, 首尔市, 京畿道…).
const SUBDIVISION = /[都道府县市区省州]/;

/**
 * The country of a foreign IPv6 area such as 德国Hessen州FrankfurtAmMain or 日本. The data spells
 * the country in Chinese and the rest mostly in Latin letters, so the leading Chinese run is the
 * country. When Chinese place names follow directly (日本东京都, 韩国首尔市) the split cannot be
 * seen, and only the library's "…国" rule is trusted: unknown is better than 日本东京都 as a
 * country. (The few countries whose names hold such a character, like 洪都拉斯, stay unknown too.)
 */
function foreignCountry(area: string, libraryCountry: string): string {
  const run = LEADING_CJK.exec(area)?.[0] ?? '';
  const country = SUBDIVISION.test(run) ? libraryCountry : run;
  return NOT_A_COUNTRY.test(country) ? '' : country;
}

function withCarrier(country: string, province: string, city: string, isp: string): GeoInfo {
  if (!country && !province && !city && !isp) return UNKNOWN_GEO;
  return { country, province, city, isp, carrier: carrierOf(isp) };
}

/** What `searchRaw` answers for both families; only IPv6 answers carry the raw `data` area. */
type Found = { country: string; province: string; city: string; isp: string; data?: string };

/** Turns the library's answer into a GeoInfo. */
function toGeo(found: Found | null): GeoInfo {
  if (found === null) return UNKNOWN_GEO;
  const area = found.data;
  if (area !== undefined) {
    if (NOT_PUBLIC_V6.test(area)) return UNKNOWN_GEO;
    const isp = clean(found.isp);
    if (area.startsWith('中国')) {
      return withCarrier('中国', clean(found.province), clean(found.city), isp);
    }
    return withCarrier(foreignCountry(area, clean(found.country)), '', '', isp);
  }
  // IPv4 (and IPv6 forms that embed one): the data marks private ranges as 内网IP.
  if (found.isp === '内网IP' || found.city === '内网IP') return UNKNOWN_GEO;
  return withCarrier(clean(found.country), clean(found.province), clean(found.city), clean(found.isp));
}

type IP2RegionModule = { default: typeof IP2Region };

/** The parts of ip2region's IPv4 searcher that its own search reads. */
type Ipv4Table = {
  data: Buffer;
  firstIndexPtr: number;
  totalBlocks: number;
  parseResult(raw: { city: number; region: string }): Found | null;
};

/** Bytes of one index block: first address, last address, where the record is. */
const INDEX_BLOCK = 12;
/** Records remembered at most; the data has a few thousand distinct ones in practice. */
const RECORD_CACHE_LIMIT = 50_000;

/** `a.b.c.d` as a number; the caller has checked that it is an IPv4 address. */
function ipv4Number(address: string): number {
  let value = 0;
  let part = 0;
  for (let index = 0; index < address.length; index++) {
    const code = address.charCodeAt(index);
    if (code === 46) {
      value = value * 256 + part;
      part = 0;
    } else part = part * 10 + (code - 48);
  }
  return value * 256 + part;
}

/**
 * IPv4 lookups over ip2region's own table, the same binary search as the library's, without its
 * work per step (it builds a debug line at each one) and with each record decoded once: the
 * library turns the record's bytes into text and parses it on every lookup, and the visit writer
 * looks up every visit, about 10 µs each. Answers null when the table is not where this version of
 * the library keeps it, and the library's search is used instead.
 */
function fastIpv4(searcher: IP2Region): ((address: string) => GeoInfo) | null {
  const table = (searcher as unknown as { ipv4?: Partial<Ipv4Table> }).ipv4;
  if (
    !table ||
    !Buffer.isBuffer(table.data) ||
    typeof table.firstIndexPtr !== 'number' ||
    typeof table.totalBlocks !== 'number' ||
    typeof table.parseResult !== 'function'
  )
    return null;
  const { data, firstIndexPtr, totalBlocks } = table as Ipv4Table;
  const records = new Map<number, GeoInfo>();
  return (address) => {
    const ip = ipv4Number(address);
    let low = 0;
    let high = totalBlocks;
    let pointer = 0;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const at = firstIndexPtr + middle * INDEX_BLOCK;
      if (ip < data.readUInt32LE(at)) high = middle - 1;
      else if (ip > data.readUInt32LE(at + 4)) low = middle + 1;
      else {
        pointer = data.readUInt32LE(at + 8);
        break;
      }
    }
    if (pointer === 0) return UNKNOWN_GEO;
    const known = records.get(pointer);
    if (known) return known;
    const length = (pointer >>> 24) & 0xff;
    const start = pointer & 0x00ffffff;
    const raw = { city: data.readUInt32LE(start), region: data.toString('utf8', start + 4, start + length) };
    const geo = Object.freeze(toGeo((table as Ipv4Table).parseResult(raw)));
    if (records.size >= RECORD_CACHE_LIMIT) records.clear();
    records.set(pointer, geo);
    return geo;
  };
}

/**
 * The ip2region data (IPv4 and IPv6), read into memory once, synchronously, here. The package is
 * CommonJS with an `exports.default`; loading it through require gives the same class under Node
 * and under Vitest, whose default-import interop differ.
 */
export function createIp2RegionGeo(options: { librarySearch?: boolean } = {}): GeoPort {
  const requireCjs = createRequire(import.meta.url);
  const { default: IP2RegionClass } = requireCjs('ip2region') as IP2RegionModule;
  const searcher = new IP2RegionClass();
  // `librarySearch`: every lookup through the library, the reference the tests compare with.
  const ipv4 = options.librarySearch ? null : fastIpv4(searcher);
  return {
    lookup(ip) {
      const address = ip.trim();
      const family = isIP(address);
      if (family === 0) return UNKNOWN_GEO;
      try {
        if (family === 4 && ipv4) return ipv4(address);
        return toGeo(searcher.searchRaw(address));
      } catch {
        // A malformed record or an address form the library does not expect: unknown, not fatal.
        return UNKNOWN_GEO;
      }
    },
  };
}
