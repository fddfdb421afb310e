import type { z } from 'zod';

/**
 * Bodies generated from a call's input schema, for the tests that go through every call of the
 * contract (fuzz, tenancy). It walks zod 4 schemas by their definitions (`_zod.def`): objects,
 * arrays, records, strings and numbers with their checks, enums, literals, unions, optionals,
 * defaults, pipes. Leaves are chosen among candidates the leaf schema itself accepts, and every
 * object is retried until its own refinements pass, so most samples pass the whole input schema
 * and reach the service behind the call.
 */

export type Schema = z.core.$ZodType;
type Def = { type: string; checks?: { _zod: { def: CheckDef } }[] } & Record<string, unknown>;
type CheckDef = { check: string } & Record<string, unknown>;
export type Path = (string | number)[];

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const checksOf = (schema: Schema) => (defOf(schema).checks ?? []).map((check) => check._zod.def);
/** Whether a schema accepts a value; one that throws instead is left to the request to find. */
function accepts(schema: Schema, value: unknown): boolean {
  try {
    return (schema as unknown as z.ZodType).safeParse(value).success;
  } catch {
    return false;
  }
}

/** A seeded pseudo-random source (mulberry32): the same seed gives the same bodies. */
export type Rng = {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
};

export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)] as (typeof items)[number],
    chance: (probability) => next() < probability,
  };
}

/** A stable 32-bit hash of a text, to derive a seed per call and caller. */
export function hashText(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

/**
 * Supplies a value for a field instead of generating one (ids of objects that exist, say),
 * `OMIT` to leave it out, or `undefined` to let the generator choose. `field` is the last key of
 * `path`.
 */
export type Hint = (field: string, path: Path) => unknown;
/** What a hint answers to leave a field out of the body. */
export const OMIT: unique symbol = Symbol('omit');

/** Whether a field names objects by id: `id`, `ids`, `*_id`, `*_ids`. */
export function isIdField(field: string): boolean {
  return /^(id|ids)$|_ids?$/.test(field);
}

const WORDS = ['alpha', 'Bravo', 'delta9', 'Echo42', 'kilo', 'zulu7'];
/** Strings that satisfy the common fields of this contract: names, passwords, days, hosts, codes… */
const STRING_POOL = [
  '',
  'x',
  'ab12',
  'abcde',
  'Abcd1234',
  'Passw0rd99',
  'hello world',
  'alpha_key',
  '123456',
  '12.5',
  '#1a2b3c',
  'zh-CN',
  'fr',
  '+86',
  'Asia/Shanghai',
  'UTC',
  '2026-03-01',
  '2026-03-02',
  '2026-03-10',
  'fuzz.example.com',
  'https://land.example.com/page',
  'https://example.org/',
  '/promo',
  '203.0.113.9',
  '2001:db8::9',
  '10.0.0.0/8',
  '2001:db8::/32',
  '{"exclude_types":[],"retention_days":90}',
];

/**
 * Times are sampled in the last few days before the hour this module was loaded: calls that only
 * look back a week (the public access-log enquiry) accept them.
 */
const HOUR_MS = 3_600_000;
const LOADED_AT_HOUR = Math.floor(Date.now() / HOUR_MS) * HOUR_MS;

function formatCandidates(format: string, rng: Rng): string[] {
  const day = `2026-03-${String(rng.int(1, 28)).padStart(2, '0')}`;
  const recent = (hoursBack: number) => new Date(LOADED_AT_HOUR - hoursBack * HOUR_MS).toISOString();
  switch (format) {
    case 'datetime':
      return [recent(rng.int(1, 48)), recent(rng.int(49, 120)).replace('.000Z', 'Z')];
    case 'date':
      return [day];
    case 'url':
      return ['https://example.com/page', 'http://example.net/'];
    case 'ipv4':
      return [`203.0.113.${rng.int(1, 254)}`];
    case 'ipv6':
      return [`2001:db8::${rng.int(1, 999)}`];
    case 'cidrv4':
      return ['203.0.113.0/24', '10.0.0.0/8'];
    case 'cidrv6':
      return ['2001:db8::/32'];
    case 'email':
      return ['someone@example.com'];
    default:
      return [];
  }
}

function sampleString(schema: Schema, rng: Rng): string {
  const def = defOf(schema);
  const checks = checksOf(schema);
  const min = Number(checks.find((check) => check.check === 'min_length')?.minimum ?? 0);
  const max = Number(checks.find((check) => check.check === 'max_length')?.maximum ?? 40);
  const exact = checks.find((check) => check.check === 'length_equals')?.length as number | undefined;
  const formats = [def, ...checks]
    .map((entry) => (entry as { format?: string }).format)
    .filter((format): format is string => typeof format === 'string');
  const sized = (length: number) => {
    let text = '';
    while (text.length < length) text += rng.pick(WORDS);
    return text.slice(0, length);
  };
  const candidates = [
    ...formats.flatMap((format) => formatCandidates(format, rng)),
    sized(exact ?? rng.int(Math.max(min, 1), Math.max(min, Math.min(max, 24)))),
    ...STRING_POOL,
  ];
  const fitting = candidates.filter((candidate) => accepts(schema, candidate));
  return fitting.length > 0 ? rng.pick(fitting.slice(0, 4).concat(fitting)) : sized(Math.max(min, 1));
}

function sampleNumber(schema: Schema, rng: Rng): number {
  const def = defOf(schema);
  const checks = [def as unknown as CheckDef, ...checksOf(schema)];
  const isInt = checks.some((check) => ['safeint', 'int32', 'uint32'].includes(String(check.format)));
  let low = -1000;
  let high = 1000;
  for (const check of checks) {
    if (check.check === 'greater_than') low = Math.max(low, Number(check.value) + (check.inclusive ? 0 : 1));
    if (check.check === 'less_than') high = Math.min(high, Number(check.value) - (check.inclusive ? 0 : 1));
  }
  if (low > high) high = low;
  // Small values most of the time: ids, pages and counts live there.
  const candidates = [low, Math.min(high, low + 1), Math.min(high, low + rng.int(0, 20)), high];
  const value = rng.pick(candidates);
  return isInt ? Math.round(value) : value + (rng.chance(0.3) ? 0.5 : 0);
}

/** A small JSON value for `unknown` fields (saved layouts). */
function sampleJson(rng: Rng): unknown {
  return rng.pick([
    { global: {}, layout: { type: 'row', children: [] } },
    { type: 'tabset', weight: 50, children: [{ type: 'tab', component: 'group', name: 'Groups' }] },
    { note: 'plain', list: [1, 2, 3], flag: true },
  ]);
}

/** What sample() leaves out of an object: an optional field not sent. */
const ABSENT = Symbol('absent');

function sample(schema: Schema, rng: Rng, hint: Hint | undefined, path: Path): unknown {
  const def = defOf(schema);
  const field = String(path[path.length - 1] ?? '');
  const hinted = hint && path.length > 0 ? hint(field, path) : undefined;
  if (hinted === OMIT) return ABSENT;
  if (hinted !== undefined) return hinted;
  switch (def.type) {
    case 'optional':
      return rng.chance(0.4) ? ABSENT : sample(def.innerType as Schema, rng, hint, path);
    case 'default':
    case 'prefault':
      return rng.chance(0.3) ? ABSENT : sample(def.innerType as Schema, rng, hint, path);
    case 'nullable':
      return rng.chance(0.2) ? null : sample(def.innerType as Schema, rng, hint, path);
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return sample(def.innerType as Schema, rng, hint, path);
    case 'lazy':
      return sample((def.getter as () => Schema)(), rng, hint, path);
    case 'pipe': {
      // `text().pipe(z.ipv4())` is sampled from its output; `union(...).transform(...)` from its input.
      const out = def.out as Schema;
      const transforms = defOf(out).type === 'transform';
      return sample(transforms ? (def.in as Schema) : out, rng, hint, path);
    }
    case 'object':
      return retry(schema, () => {
        const value: Record<string, unknown> = {};
        for (const [key, inner] of Object.entries(def.shape as Record<string, Schema>)) {
          const sampled = sample(inner, rng, hint, [...path, key]);
          if (sampled !== ABSENT) value[key] = sampled;
        }
        return value;
      });
    case 'array': {
      const checks = checksOf(schema);
      const min = Number(checks.find((check) => check.check === 'min_length')?.minimum ?? 0);
      const max = Number(checks.find((check) => check.check === 'max_length')?.maximum ?? 3);
      const exact = checks.find((check) => check.check === 'length_equals')?.length as number | undefined;
      const length = exact ?? rng.int(min, Math.max(min, Math.min(max, min + 2)));
      return retry(schema, () =>
        Array.from({ length }, (_, index) => sample(def.element as Schema, rng, hint, [...path, index])).map(
          (item) => (item === ABSENT ? null : item),
        ),
      );
    }
    case 'record': {
      const key = sampleString(def.keyType as Schema, rng);
      const value = sample(def.valueType as Schema, rng, hint, [...path, key]);
      return value === ABSENT ? {} : { [key]: value };
    }
    case 'union': {
      const options = def.options as Schema[];
      return retry(schema, () => sample(rng.pick(options), rng, hint, path));
    }
    case 'string':
      return sampleString(schema, rng);
    case 'number':
      return sampleNumber(schema, rng);
    case 'boolean':
      return rng.chance(0.5);
    case 'literal':
      return rng.pick(def.values as unknown[]);
    case 'enum':
      return rng.pick(Object.values(def.entries as Record<string, unknown>));
    case 'null':
      return null;
    case 'unknown':
    case 'any':
      return sampleJson(rng);
    default:
      return ABSENT;
  }
}

/** Samples until the schema (with its refinements) accepts one, or gives the last try. */
function retry(schema: Schema, make: () => unknown, tries = 12): unknown {
  let value = make();
  for (let attempt = 1; attempt < tries && !accepts(schema, value); attempt += 1) value = make();
  return value;
}

/** A body for a call: usually one its input schema accepts (retried up to `tries` times). */
export function sampleBody(schema: Schema, rng: Rng, hint?: Hint, tries = 20): unknown {
  return retry(
    schema,
    () => {
      const value = sample(schema, rng, hint, []);
      return value === ABSENT ? {} : value;
    },
    tries,
  );
}

/** Unwraps optional, nullable, default, pipe and lazy down to the shape a caller writes. */
function shapeOf(schema: Schema): Schema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (
      ['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch'].includes(def.type)
    )
      current = def.innerType as Schema;
    else if (def.type === 'pipe') current = def.in as Schema;
    else if (def.type === 'lazy') current = (def.getter as () => Schema)();
    else return current;
  }
}

/**
 * Where a body can be changed: every field of every object the schema describes (sent or not)
 * and every item of the arrays sent, as paths into the body.
 */
export function slotsOf(schema: Schema, value: unknown, path: Path = []): Path[] {
  const shape = shapeOf(schema);
  const def = defOf(shape);
  if (def.type === 'object' && value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, inner]) => [
      [...path, key],
      ...slotsOf(inner, (value as Record<string, unknown>)[key], [...path, key]),
    ]);
  }
  if (def.type === 'array' && Array.isArray(value)) {
    return value.flatMap((item, index) => [
      [...path, index],
      ...slotsOf(def.element as Schema, item, [...path, index]),
    ]);
  }
  if (def.type === 'union') {
    return (def.options as Schema[]).flatMap((option) => slotsOf(option, value, path)).slice(0, 20);
  }
  return [];
}

/** The value at `path` in a body, or undefined. */
export function valueAt(body: unknown, path: Path): unknown {
  let current = body;
  for (const key of path) current = (current as Record<string | number, unknown> | null)?.[key];
  return current;
}

/** A copy of the body with the value at `path` replaced (objects and arrays on the way are copied). */
export function replaceAt(body: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Path];
  const container = (
    Array.isArray(body)
      ? [...body]
      : body !== null && typeof body === 'object'
        ? { ...(body as Record<string, unknown>) }
        : {}
  ) as Record<string | number, unknown>;
  container[head] = replaceAt(container[head], rest, replacement);
  return container;
}

/** The id fields of a call's input (`id`, `ids`, `*_id`, `*_ids`), at any depth, with their paths. */
export function idFieldsOf(schema: Schema, path: Path = []): { field: string; path: Path; many: boolean }[] {
  const def = defOf(shapeOf(schema));
  if (def.type === 'object') {
    return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, inner]) => {
      const innerDef = defOf(shapeOf(inner));
      const own = isIdField(key)
        ? [{ field: key, path: [...path, key], many: innerDef.type === 'array' }]
        : [];
      return [...own, ...idFieldsOf(inner, [...path, key])];
    });
  }
  if (def.type === 'array') return idFieldsOf(def.element as Schema, [...path, 0]);
  return [];
}

/**
 * The leaves of an input schema a caller fills in — strings, numbers, booleans, enums, records,
 * unknown values — with their paths (`0` for the items of a list). Unions give every option's
 * leaves; a pipe gives those of what the caller sends (its input side).
 */
export function leavesOf(
  schema: Schema,
  path: Path = [],
  seen = new Set<Schema>(),
): { path: Path; schema: Schema }[] {
  if (seen.has(schema)) return [];
  const def = defOf(schema);
  const inner = (next: Schema, at = path) => leavesOf(next, at, new Set([...seen, schema]));
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner(def.innerType as Schema);
    case 'pipe':
      return inner(def.in as Schema);
    case 'lazy':
      return inner((def.getter as () => Schema)());
    case 'object':
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([key, value]) =>
        inner(value, [...path, key]),
      );
    case 'array':
      return inner(def.element as Schema, [...path, 0]);
    case 'union':
      return (def.options as Schema[]).flatMap((option) => inner(option));
    default:
      return [{ path, schema }];
  }
}

/** The kind of a schema (`string`, `number`, `record`…), as zod names it. */
export const typeOf = (schema: Schema) => defOf(schema).type;
/** Whether a number schema only takes integers. */
export const isIntegerSchema = (schema: Schema) =>
  ['safeint', 'int32', 'uint32'].includes(String((defOf(schema) as { format?: unknown }).format));
