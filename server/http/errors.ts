import type { ErrorCode } from '../../contract/call';
import type { Locale } from '../../contract/enums';

/** A value of a message: the same in every language, or one text per language (a package's name). */
export type MessageValue = string | number | Readonly<Record<Locale, string>>;

/** The values of a message as the reader's language has them. */
export function valuesIn(
  locale: Locale,
  values: Record<string, MessageValue> | undefined,
): Record<string, string | number> | undefined {
  if (!values) return undefined;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'object' ? value[locale] : value]),
  );
}

/** A rejected input field: its dotted path and the message key said about it. */
export type RawFieldError = { path: string; messageKey: string; values?: Record<string, MessageValue> };

/**
 * An expected refusal: it carries an HTTP status, a machine code and a message key that is
 * translated for the caller. Anything else thrown by a handler is an internal error.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly values?: Record<string, MessageValue>,
    readonly fields?: RawFieldError[],
    /** Sent as `Retry-After` (seconds) when the caller may try again later. */
    readonly retryAfterSeconds?: number,
  ) {
    super(messageKey);
    this.name = 'AppError';
  }
}

export const invalidParameter = (fields: RawFieldError[] = [], messageKey = 'error.invalid_parameter') =>
  new AppError(400, 'invalid_parameter', messageKey, undefined, fields);
export const unauthorized = (messageKey = 'error.unauthorized') =>
  new AppError(401, 'unauthorized', messageKey);
export const forbidden = (messageKey = 'error.forbidden') => new AppError(403, 'forbidden', messageKey);
export const notFound = (messageKey = 'error.not_found') => new AppError(404, 'not_found', messageKey);
/** A clash with existing data; `fields` names the inputs that clash, like `invalidParameter`'s field errors. */
export const conflict = (messageKey = 'error.conflict', fields: RawFieldError[] = []) =>
  new AppError(409, 'conflict', messageKey, undefined, fields);
export const rateLimited = (
  messageKey = 'error.rate_limited',
  values?: Record<string, string | number>,
  retryAfterSeconds?: number,
) => new AppError(429, 'rate_limited', messageKey, values, undefined, retryAfterSeconds);
