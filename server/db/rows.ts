/**
 * Rows of a raw query (`db.execute`): PGlite answers `{rows}`, postgres-js an array. Shared by the
 * visit writer and every reader of raw SQL, so neither side depends on the other for it.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
