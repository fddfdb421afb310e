/** Characters of the key left readable while it is hidden, so an owner can tell keys apart. */
const SHOWN_TAIL = 4;

/**
 * The access-log query key as shown before the owner reveals it: dots with the last few
 * characters, so a shoulder or a screenshot does not leak it.
 */
export function maskKey(key: string): string {
  if (key.length <= SHOWN_TAIL) return '•'.repeat(key.length);
  return `${'•'.repeat(12)}${key.slice(-SHOWN_TAIL)}`;
}

/** The public access-log page, opened beside the console. */
export const ACCESS_LOG_HREF = '#/access_log';
