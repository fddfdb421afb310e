import type { ErrorCode } from '../../contract/call';

type RawFieldError = { path: string; messageKey: string };

/**
 * An expected refusal: it carries an HTTP status, a machine code and a message key that is
 * translated for the caller. Anything else thrown by a handler is an internal error.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly values?: Record<string, string | number>,
    readonly fields?: RawFieldError[],
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
export const conflict = (messageKey = 'error.conflict') => new AppError(409, 'conflict', messageKey);
export const rateLimited = (messageKey = 'error.rate_limited', values?: Record<string, string | number>) =>
  new AppError(429, 'rate_limited', messageKey, values);
