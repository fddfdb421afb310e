/**
 * The access-log page's classification and filters (SPEC §6), as pure functions over the rows of
 * one enquiry. No DOM and no React: the page's Web Worker runs them, and so do the unit tests and
 * the benchmark.
 *
 * Each row is described once by a bit set of traits; a row class and a filter are both "the rows
 * with this trait", so classifying, counting and filtering are single passes over a typed array.
 * Two traits depend on the rest of the set (a shared /24, a shared user agent): they are counted
 * first, in a bit set and a hash table, which keeps everything O(n) (`npm run bench:classify`
 * times a million rows).
 */
import type { AccessRow } from '../../../contract/areas/access-records';
import { Carrier } from '../../../contract/enums';

/** What classification reads of a row; the page's rows carry more. */
export type ClassifiedRow = Pick<
  AccessRow,
  | 'ip'
  | 'ip_count'
  | 'in_china'
  | 'in_wechat'
  | 'carrier'
  | 'platforms'
  | 'latest_user_agent'
  | 'latest_ip_belong'
>;

/** What a row shares with other rows of its set: the part of the rules one row cannot answer alone. */
export type Neighbours = {
  /** Another row has the same first three IPv4 octets. */
  sharesSubnet: boolean;
  /** Another row has the same, non-empty, latest user agent. */
  sharesAgent: boolean;
};

/** SPEC §6: IP counts from which an address is a heavy (primary) or a frequent (info) visitor. */
export const HEAVY_VISITS = 20;
export const FREQUENT_VISITS = 10;

const Trait = {
  heavy: 1 << 0,
  frequent: 1 << 1,
  sharedSubnet: 1 << 2,
  abroad: 1 << 3,
  wechatInChina: 1 << 4,
  chinaMobile: 1 << 5,
  chinaUnicom: 1 << 6,
  chinaTelecom: 1 << 7,
  wechat: 1 << 8,
  apple: 1 << 9,
  android: 1 << 10,
  sharedAgent: 1 << 11,
  /** Set on every row, so that "all" is a filter like the others. */
  row: 1 << 15,
} as const;

export type RowClass = 'primary' | 'info' | 'warning' | 'danger' | 'success';

/**
 * Row classes in precedence order: a row that matches several rules takes the first. The order
 * puts what the reader must act on before what merely describes a visitor:
 * - danger: an address outside China is the rarest and strongest hint of a crawler, a reviewer or
 *   a proxy, whatever its count;
 * - primary, info: many visits from one address, the heavier first;
 * - warning: a shared /24 is a weaker hint (offices, carrier NAT) than a count the address made
 *   itself;
 * - success: a WeChat visit from China is the expected, healthy case, shown only when nothing
 *   above applies.
 */
export const ROW_CLASS_PRECEDENCE = [
  { rowClass: 'danger', trait: Trait.abroad },
  { rowClass: 'primary', trait: Trait.heavy },
  { rowClass: 'info', trait: Trait.frequent },
  { rowClass: 'warning', trait: Trait.sharedSubnet },
  { rowClass: 'success', trait: Trait.wechatInChina },
] as const satisfies readonly { rowClass: RowClass; trait: number }[];

/** The left panel's filters, in the order SPEC §6 lists them. */
export const FILTER_IDS = [
  'all',
  'china_mobile',
  'china_unicom',
  'china_telecom',
  'wechat',
  'outside_china',
  'apple',
  'android',
  'same_user_agent',
] as const;
export type FilterId = (typeof FILTER_IDS)[number];

const FILTER_TRAIT: Record<FilterId, number> = {
  all: Trait.row,
  china_mobile: Trait.chinaMobile,
  china_unicom: Trait.chinaUnicom,
  china_telecom: Trait.chinaTelecom,
  wechat: Trait.wechat,
  outside_china: Trait.abroad,
  apple: Trait.apple,
  android: Trait.android,
  same_user_agent: Trait.sharedAgent,
};

export type FilterCounts = Record<FilterId, number>;

/** ua-parser names: `iOS 17.4`, `Mac OS 10.15`, `macOS 14`, `iPadOS 17`, `Mac OS X`. */
const APPLE_OS = /^(?:i(?:pad)?os|mac ?os|os ?x)\b/i;
/** HarmonyOS is not counted: it names itself, and the filter asks for Android. */
const ANDROID_OS = /^android\b/i;

export function isAppleOs(os: string): boolean {
  return APPLE_OS.test(os);
}

export function isAndroidOs(os: string): boolean {
  return ANDROID_OS.test(os);
}

/**
 * The first three octets of an IPv4 address as one number (`10.1.2.77` → 0x0a0102), or -1 for
 * anything else. Read digit by digit: a million `split`s would cost more than the rest together.
 */
export function subnetOf(ip: string): number {
  let key = 0;
  let octet = 0;
  let digits = 0;
  let dots = 0;
  for (let index = 0; index < ip.length; index += 1) {
    const code = ip.charCodeAt(index);
    if (code === 46) {
      if (digits === 0 || octet > 255 || dots === 3) return -1;
      key = key * 256 + octet;
      dots += 1;
      octet = 0;
      digits = 0;
    } else if (code >= 48 && code <= 57 && digits < 3) {
      octet = octet * 10 + (code - 48);
      digits += 1;
    } else {
      return -1;
    }
  }
  return dots === 3 && digits > 0 && octet <= 255 ? key : -1;
}

const CARRIER_TRAIT: Partial<Record<number, number>> = {
  [Carrier.china_mobile]: Trait.chinaMobile,
  [Carrier.china_unicom]: Trait.chinaUnicom,
  [Carrier.china_telecom]: Trait.chinaTelecom,
};

/** The traits a row has by itself. */
function ownTraits(row: ClassifiedRow): number {
  let traits: number = Trait.row;
  if (row.ip_count >= HEAVY_VISITS) traits |= Trait.heavy;
  else if (row.ip_count >= FREQUENT_VISITS) traits |= Trait.frequent;
  // Outside China only where the address is placed somewhere: a private or unknown one is not.
  if (!row.in_china && row.latest_ip_belong !== '') traits |= Trait.abroad;
  if (row.in_wechat) traits |= row.in_china ? Trait.wechat | Trait.wechatInChina : Trait.wechat;
  traits |= CARRIER_TRAIT[row.carrier] ?? 0;
  for (const os of row.platforms) {
    if (isAppleOs(os)) traits |= Trait.apple;
    else if (isAndroidOs(os)) traits |= Trait.android;
  }
  return traits;
}

function neighbourTraits(neighbours: Neighbours): number {
  return (
    (neighbours.sharesSubnet ? Trait.sharedSubnet : 0) | (neighbours.sharesAgent ? Trait.sharedAgent : 0)
  );
}

/** Which /24 prefixes occur more than once: two bit sets over all 2^24 of them, 2 MiB each. */
class RepeatedSubnets {
  private readonly seen = new Uint32Array(1 << 19);
  private readonly repeated = new Uint32Array(1 << 19);

  add(subnet: number): void {
    if (subnet === -1) return;
    const word = subnet >>> 5;
    const bit = 1 << (subnet & 31);
    if (((this.seen[word] ?? 0) & bit) !== 0) this.repeated[word] = (this.repeated[word] ?? 0) | bit;
    else this.seen[word] = (this.seen[word] ?? 0) | bit;
  }

  has(subnet: number): boolean {
    return subnet !== -1 && ((this.repeated[subnet >>> 5] ?? 0) & (1 << (subnet & 31))) !== 0;
  }
}

const encoder = new TextEncoder();
/** Reused for every string: the worker hashes one string at a time. Grows for longer strings. */
let scratch = new Uint8Array(4096);
let scratchWords = new Int32Array(scratch.buffer);

/** murmur3's finaliser: every input bit reaches every output bit. */
function mix(hash: number): number {
  let mixed = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  mixed = Math.imul(mixed ^ (mixed >>> 13), 0xc2b2ae35);
  return mixed ^ (mixed >>> 16);
}

/**
 * Two independent 32-bit hashes of a whole string (FNV-style, with different primes and shifts,
 * each mixed at the end), written to `into[0]` and `into[1]`. The string is encoded natively (UTF-8) and hashed four bytes at a time:
 * at a million user agents, reading their bytes is most of the cost, one `charCodeAt` at a time or
 * through a Map (V8 hashes one character at a time) it takes several times longer, and hashing only
 * some characters lets agents that differ in one digit of a version collide by the thousand.
 */
export function hashString(text: string, into: Int32Array): void {
  if (text.length * 3 > scratch.length) {
    scratch = new Uint8Array(text.length * 3);
    scratchWords = new Int32Array(scratch.buffer, 0, scratch.length >> 2);
  }
  const { written } = encoder.encodeInto(text, scratch);
  const fullWords = written >> 2;
  // Two lanes over the same words: the processor runs their multiplications side by side.
  let first = 0x811c9dc5;
  let second = 0x9747b28c;
  for (let index = 0; index < fullWords; index += 1) {
    const word = scratchWords[index] ?? 0;
    first = Math.imul(first ^ word, 0x01000193);
    first ^= first >>> 15;
    second = Math.imul(second ^ word, 0x5bd1e995);
    second ^= second >>> 13;
  }
  let tail = 0;
  for (let byte = written - 1; byte >= fullWords << 2; byte -= 1) tail = (tail << 8) | (scratch[byte] ?? 0);
  into[0] = mix(Math.imul(first ^ tail, 0x01000193) ^ written);
  into[1] = mix(Math.imul(second ^ tail, 0x5bd1e995) ^ written);
}

/**
 * Finds the strings that occur more than once (empty strings never count), fed one at a time. An
 * open-addressing table of typed arrays, sized once; each slot holds a string's two hashes and the
 * first index that had it, and the second index of a string marks both.
 *
 * Strings are told apart by their 64 bits of hash, not compared: comparing a million agents with
 * their slot's first reads them all a second time, which costs as much as the rest of the
 * classification. Two different agents would have to agree on both independent hashes; among a
 * million different agents the odds that any pair does are about one in 40 million.
 */
class RepeatedStrings {
  /** One flag per index: another index has the same string. */
  readonly repeated: Uint8Array;
  /**
   * [hash, second hash, first index + 1] per slot, side by side so that a probe reads one cache
   * line. Sized by the distinct strings seen so far, not by the count: agents repeat, and a
   * table that stays small stays in the processor's cache.
   */
  private table = new Int32Array(1024 * 3);
  private mask = 1023;
  private distinct = 0;
  private readonly hashes = new Int32Array(2);

  constructor(count: number) {
    this.repeated = new Uint8Array(count);
  }

  add(index: number, value: string): void {
    if (value === '') return;
    hashString(value, this.hashes);
    const hash = this.hashes[0] ?? 0;
    const second = this.hashes[1] ?? 0;
    const { table, mask } = this;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const first = (table[slot * 3 + 2] ?? 0) - 1;
      if (first === -1) {
        table[slot * 3] = hash;
        table[slot * 3 + 1] = second;
        table[slot * 3 + 2] = index + 1;
        this.distinct += 1;
        // Linear probing slows down past two thirds full; half full keeps probes short.
        if (this.distinct * 2 > this.mask) this.grow();
        return;
      }
      if (table[slot * 3] === hash && table[slot * 3 + 1] === second) {
        this.repeated[first] = 1;
        this.repeated[index] = 1;
        return;
      }
    }
  }

  /** Puts an entry into the first free slot from its hash on (while growing). */
  private place(hash: number, second: number, firstPlusOne: number): void {
    const { table, mask } = this;
    let slot = hash & mask;
    while ((table[slot * 3 + 2] ?? 0) !== 0) slot = (slot + 1) & mask;
    table[slot * 3] = hash;
    table[slot * 3 + 1] = second;
    table[slot * 3 + 2] = firstPlusOne;
  }

  private grow(): void {
    const old = this.table;
    this.table = new Int32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    for (let slot = 0; slot < old.length; slot += 3) {
      const firstPlusOne = old[slot + 2] ?? 0;
      if (firstPlusOne !== 0) this.place(old[slot] ?? 0, old[slot + 1] ?? 0, firstPlusOne);
    }
  }
}

/** For each value, whether another index holds the same string (empty strings share nothing). */
export function sharedStrings(values: readonly string[]): Uint8Array {
  const strings = new RepeatedStrings(values.length);
  values.forEach((value, index) => {
    strings.add(index, value);
  });
  return strings.repeated;
}

/**
 * Row sets already described. Rows are read-only data from one enquiry, so the page, the worker
 * and the benchmark can call `classifyRows`, `summarise` and `filterRows` on the same set without
 * describing it each time.
 */
const descriptions = new WeakMap<readonly ClassifiedRow[], Uint16Array>();

/**
 * The traits of every row of a set. The row objects are read in one pass, since at a million
 * rows fetching them from memory is a large part of the cost; what they share is then added from
 * typed arrays. Rows without an IPv4 address or a user agent share nothing.
 */
export function describeRows(rows: readonly ClassifiedRow[]): Uint16Array {
  const known = descriptions.get(rows);
  if (known) return known;
  const traits = new Uint16Array(rows.length);
  const subnetOfRow = new Int32Array(rows.length);
  const subnets = new RepeatedSubnets();
  const repeatedAgents = new RepeatedStrings(rows.length);
  rows.forEach((row, index) => {
    traits[index] = ownTraits(row);
    const subnet = subnetOf(row.ip);
    subnetOfRow[index] = subnet;
    subnets.add(subnet);
    repeatedAgents.add(index, row.latest_user_agent);
  });
  const sharedAgents = repeatedAgents.repeated;
  const neighbours: Neighbours = { sharesSubnet: false, sharesAgent: false };
  traits.forEach((rowTraits, index) => {
    neighbours.sharesSubnet = subnets.has(subnetOfRow[index] ?? -1);
    neighbours.sharesAgent = sharedAgents[index] === 1;
    traits[index] = rowTraits | neighbourTraits(neighbours);
  });
  descriptions.set(rows, traits);
  return traits;
}

/**
 * Class codes of every possible trait set (64 KiB, built once): classifying a million rows is then
 * a million array reads. 0 is no class, n is the n-th class of the precedence.
 */
const CLASS_CODE_OF_TRAITS = Uint8Array.from({ length: 1 << 16 }, (_, traits) => {
  return ROW_CLASS_PRECEDENCE.findIndex((rule) => (traits & rule.trait) !== 0) + 1;
});

/** The class that wins among a row's traits, or null when no rule applies. */
function classOfTraits(traits: number): RowClass | null {
  return classOfCode(CLASS_CODE_OF_TRAITS[traits] ?? 0);
}

/** Every class whose rule a row meets, in precedence order (the legend's "why" for one row). */
export function matchingClasses(row: ClassifiedRow, neighbours: Neighbours): RowClass[] {
  const traits = ownTraits(row) | neighbourTraits(neighbours);
  return ROW_CLASS_PRECEDENCE.filter((rule) => (traits & rule.trait) !== 0).map((rule) => rule.rowClass);
}

/** One row's class, given what it shares with the rest of its set. */
export function classifyRow(row: ClassifiedRow, neighbours: Neighbours): RowClass | null {
  return classOfTraits(ownTraits(row) | neighbourTraits(neighbours));
}

/** The class of every row of a set, in row order. */
export function classifyRows(rows: readonly ClassifiedRow[]): (RowClass | null)[] {
  const traits = describeRows(rows);
  const classes: (RowClass | null)[] = [];
  for (const rowTraits of traits) classes.push(classOfTraits(rowTraits));
  return classes;
}

/** The class a code of `classCodes` stands for. */
export function classOfCode(code: number): RowClass | null {
  return ROW_CLASS_PRECEDENCE[code - 1]?.rowClass ?? null;
}

/**
 * Row classes as small numbers (0 none, n the n-th class of the precedence), for sending a
 * million of them from the worker as one typed array.
 */
export function classCodes(traits: Uint16Array): Uint8Array {
  const codes = new Uint8Array(traits.length);
  traits.forEach((rowTraits, index) => {
    codes[index] = CLASS_CODE_OF_TRAITS[rowTraits] ?? 0;
  });
  return codes;
}

const FILTER_MASKS = Uint16Array.from(FILTER_IDS, (id) => FILTER_TRAIT[id]);

function countTraits(traits: Uint16Array): FilterCounts {
  const tallies = new Uint32Array(FILTER_IDS.length);
  for (const rowTraits of traits) {
    for (let filter = 0; filter < FILTER_MASKS.length; filter += 1) {
      if ((rowTraits & (FILTER_MASKS[filter] ?? 0)) !== 0) tallies[filter] = (tallies[filter] ?? 0) + 1;
    }
  }
  return Object.fromEntries(FILTER_IDS.map((id, filter) => [id, tallies[filter] ?? 0])) as FilterCounts;
}

function indexesWith(traits: Uint16Array, filter: FilterId): Uint32Array {
  const wanted = FILTER_TRAIT[filter];
  const indexes = new Uint32Array(traits.length);
  let found = 0;
  traits.forEach((rowTraits, index) => {
    if ((rowTraits & wanted) !== 0) indexes[found++] = index;
  });
  return indexes.slice(0, found);
}

/** How many rows each filter of the left panel shows. */
export function summarise(rows: readonly ClassifiedRow[]): FilterCounts {
  return countTraits(describeRows(rows));
}

/** The rows one filter shows, in their original order. */
export function filterRows<R extends ClassifiedRow>(rows: readonly R[], filter: FilterId): R[] {
  const shown: R[] = [];
  for (const index of indexesWith(describeRows(rows), filter)) shown.push(rows[index] as R);
  return shown;
}

/**
 * The state the page's worker keeps: the last row set, described once, so switching filters
 * sends a filter id and gets indexes back instead of sending the rows again.
 */
export class AccessLogIndex {
  private traits: Uint16Array = new Uint16Array(0);

  /** Takes a new row set; answers each row's class code (see `classCodes`) and every filter's count. */
  load(rows: readonly ClassifiedRow[]): { classes: Uint8Array; counts: FilterCounts } {
    this.traits = describeRows(rows);
    return { classes: classCodes(this.traits), counts: countTraits(this.traits) };
  }

  /** Indexes, into the loaded rows, of the rows one filter shows. */
  filter(filter: FilterId): Uint32Array {
    return indexesWith(this.traits, filter);
  }
}
