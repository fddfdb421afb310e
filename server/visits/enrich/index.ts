import { type GeoInfo, type GeoPort, inChina } from './geo';
import { type DeviceInfo, parseUserAgent } from './user-agent';

export {
  type CarrierCode,
  carrierOf,
  createIp2RegionGeo,
  type GeoInfo,
  type GeoPort,
  inChina,
  UNKNOWN_GEO,
} from './geo';
export { type MarketingName, marketingName } from './models';
export { type DeviceInfo, isBot, parseUserAgent } from './user-agent';

/** Everything recorded about a visit beyond what the request itself says. */
export type Enrichment = GeoInfo & DeviceInfo & { inChina: boolean };

export type Enricher = {
  /** `head`: the request was a HEAD, which only link checkers and preview fetchers send. */
  enrich(ip: string, ua: string, head?: boolean): Enrichment;
};

export type EnricherOptions = {
  /** Distinct user agents and addresses remembered each; a batch repeats both a lot. */
  cacheSize?: number;
};

const DEFAULT_CACHE_SIZE = 2000;
/**
 * Real user agents stay far below this; longer ones are cut so a client cannot fill the cache with
 * megabytes. The parser itself reads only the first 500 characters.
 */
const MAX_UA_LENGTH = 1024;

/**
 * Remembers results of a pure function. Bounded by dropping everything when full: cheaper than
 * LRU bookkeeping, and a batch of visits refills the few entries it needs at once.
 */
function memoize<T>(compute: (key: string) => T, limit: number): (key: string) => T {
  const entries = new Map<string, T>();
  return (key) => {
    const cached = entries.get(key);
    if (cached !== undefined) return cached;
    if (entries.size >= limit) entries.clear();
    const value = compute(key);
    entries.set(key, value);
    return value;
  };
}

/**
 * Enriches visits locally with location, carrier, device and flags. Results are cached per user
 * agent and per address, so a batch of a thousand visits parses each distinct one once; callers
 * get fresh objects and may change them.
 */
export function createEnricher(geo: GeoPort, options: EnricherOptions = {}): Enricher {
  const limit = options.cacheSize ?? DEFAULT_CACHE_SIZE;
  const locate = memoize((ip) => Object.freeze({ ...geo.lookup(ip) }), limit);
  const describe = memoize((ua) => Object.freeze(parseUserAgent(ua)), limit);
  return {
    enrich(ip, ua, head = false) {
      const place = locate(ip);
      const device = describe(ua.length > MAX_UA_LENGTH ? ua.slice(0, MAX_UA_LENGTH) : ua);
      return { ...place, ...device, bot: device.bot || head, inChina: inChina(place) };
    },
  };
}
