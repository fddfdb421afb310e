/** How often and how much the deposit watcher reads. */
export type WatcherTiming = {
  /** How often an address whose owner is about to pay is read. */
  hotEveryMs: number;
  /** How often every other address is read (late payments, payments without an order). */
  slowEveryMs: number;
  /** How far before its cursor each read of an address starts again, for rows the API listed late. */
  overlapMs: number;
  pageLimit: number;
  /** Pages read of one address in one round; the rest waits for the next round. */
  maxPages: number;
  /** Addresses read in one round. */
  addressesPerRound: number;
};

export const DEFAULT_TIMING: WatcherTiming = {
  hotEveryMs: 12_000,
  slowEveryMs: 10 * 60_000,
  overlapMs: 5 * 60_000,
  pageLimit: 200,
  maxPages: 20,
  addressesPerRound: 25,
};
