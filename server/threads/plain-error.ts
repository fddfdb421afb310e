/**
 * Errors cross threads as plain data: their class does not survive a message, their fields do —
 * the stack where they were thrown, and PostgreSQL's `code`, `detail`, `constraint`…
 */
export type PlainError = { name: string; message: string; stack?: string; [field: string]: unknown };

/** The error's name, message, stack and own fields that are plain values. */
export function plainError(error: unknown): PlainError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const plain: PlainError = { name: error.name, message: error.message, stack: error.stack };
  for (const [field, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) plain[field] = value;
  }
  return plain;
}

/** The error again, in this thread, with the fields and stack it had where it was thrown. */
export function errorFrom(plain: PlainError): Error {
  const { name, message, stack, ...fields } = plain;
  const error = new Error(message);
  error.name = name;
  if (stack) error.stack = stack;
  return Object.assign(error, fields);
}
