/** The time `built` was written, 0 when it is missing. */
export function builtAt(built: string): number;
/** Whether `built` is missing or older than a file under one of `sources`. */
export function isStale(built: string, sources: readonly string[]): boolean;
