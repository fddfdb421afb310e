import { z } from 'zod';
import { type EnumObject, LOCALES } from './enums';

/**
 * Who may make a call: anyone (`public`), any signed-in user (`user`), or a user whose role is
 * granted the permission path (`permission`) — by default the call's own path, which is also the
 * path of the button permission that shows the matching button in the console.
 */
export type Access = 'public' | 'user' | 'permission';

/**
 * What an API key of the code API may be allowed to do (SPEC §4). A call names the scope that
 * reaches it; a call without one is never made with an API key, whatever the key's scopes.
 */
export const API_SCOPES = ['codes:read', 'codes:write', 'statistics:read'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

export type CallSpec<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  A extends Access = Access,
> = {
  /** One line for people reading the OpenAPI document. */
  summary: string;
  /** Writes are recorded in the operation log; reads are not. */
  effect: 'read' | 'write';
  access: A;
  /** Overrides the permission path when several calls share one grant. */
  permission?: string;
  /** At most `max` calls per source address in `windowSeconds`: public calls that could be abused. */
  rateLimit?: { max: number; windowSeconds: number };
  /**
   * A write that is no audit event (a saved layout, a message marked read): left out of the
   * operation log, which is for what an administrator looks for.
   */
  audit?: false;
  /** The API-key scope that reaches this call; without it only a console session may make the call. */
  apiScope?: ApiScope;
  input: I;
  output: O;
};

/** Keeps the schema types of one call entry while checking its shape. */
export function call<I extends z.ZodType, O extends z.ZodType, A extends Access>(
  spec: CallSpec<I, O, A>,
): CallSpec<I, O, A> {
  return spec;
}

/**
 * Names a group of calls under one module: `prefixed('role', {inquire, add})` gives
 * `role/inquire` and `role/add`, with the literal paths kept in the types.
 */
export function prefixed<M extends string, T extends Record<string, CallSpec>>(
  module: M,
  table: T,
): { [K in keyof T & string as `${M}/${K}`]: T[K] } {
  return Object.fromEntries(Object.entries(table).map(([action, spec]) => [`${module}/${action}`, spec])) as {
    [K in keyof T & string as `${M}/${K}`]: T[K];
  };
}

/** Inputs with no fields still arrive as an (empty) object. */
export const noInput = z.object({});
export const noOutput = z.object({});

/** Server side: a Date or an ISO string goes in, the client always reads an ISO 8601 UTC string. */
export const isoTime = z
  .union([z.date(), z.iso.datetime({ offset: true })])
  .transform((value) => (value instanceof Date ? value : new Date(value)).toISOString());

/** Money and balances travel as decimal strings so no amount is ever rounded by a float. */
export const decimalString = z
  .union([z.string().regex(/^-?\d+(\.\d+)?$/), z.number()])
  .transform((value) => normaliseDecimal(String(value)));

/** `'12.500000'` → `'12.5'`, `'0.000000'` → `'0'`: the database's scale is not part of the value. */
export function normaliseDecimal(text: string): string {
  if (!text.includes('.')) return text;
  const trimmed = text.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

/**
 * A decimal a caller sends into a `numeric` column: at most `integerDigits` digits before the
 * point (the column's precision less its scale), so the database never overflows on it. A number
 * too large for plain notation (`1e+21`) is refused the same way.
 */
export function decimalInput(integerDigits: number) {
  const fits = new RegExp(`^-?\\d{1,${integerDigits}}(\\.\\d+)?$`);
  return decimalString.refine((value) => fits.test(value), { message: 'rule.number_too_large', abort: true });
}

/**
 * A revenue-share ratio: a decimal from 0 (SPEC §7) to 1 — an agent is never paid more than the
 * purchase brought in — kept as `numeric(10, 4)`.
 */
export const shareRatioSchema = decimalInput(6)
  .refine((ratio) => Number(ratio) >= 0, { message: 'rule.share_ratio', abort: true })
  .refine((ratio) => Number(ratio) <= 1, { message: 'rule.share_ratio_max', abort: true })
  // The column keeps four decimals; a finer ratio would be rounded — up, as often as not.
  .refine((ratio) => !/\.\d{5,}$/.test(ratio.replace(/0+$/, '')), 'rule.share_ratio_decimals');

/**
 * The largest PostgreSQL `integer`: ids, versions and pages beyond it cannot be stored or looked
 * up, and the database would fail on them instead of answering "not found".
 */
export const MAX_INT4 = 2_147_483_647;

/** The id of a stored object (a `serial` column). */
export const idSchema = z.int().min(1).max(MAX_INT4);

/** A zod schema accepting exactly the values of an enumeration object. */
export function enumSchema<E extends EnumObject>(values: E) {
  const literals = Object.values(values) as [E[keyof E], ...E[keyof E][]];
  return z.literal(literals);
}

/**
 * One of the console's languages. Here with the other schemas, not beside `LOCALES`: the
 * enumerations are read by pages that load no zod.
 */
export const localeSchema = z.enum(LOCALES);

export const pageInput = {
  page: z.int().min(1).max(MAX_INT4).default(1),
  page_size: z.int().min(1).max(500).default(20),
};

export function paged<Row extends z.ZodType>(row: Row) {
  return z.object({ list: z.array(row), total: z.int().min(0) });
}

/** Machine-readable reason of a refusal; `message` carries the same in the reader's language. */
export const ERROR_CODES = [
  'invalid_parameter',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'rate_limited',
  'payload_too_large',
  'maintenance',
  /** The password was generated or reset by an administrator: the user must choose their own first. */
  'password_change_required',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One rejected field of an input: its dotted path and a localised message. */
export type FieldError = { path: string; message: string };

/** Every answer of `POST /api/<path>`. */
export type Envelope<T> =
  | { status: true; data: T }
  | { status: false; message: string; code: ErrorCode; errors?: FieldError[]; error_id?: string };
