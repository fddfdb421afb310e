/**
 * Fixed-window request counting per key (e.g. a call and an address). In-process by default;
 * Redis when several processes must share the count (./redis-rate-limiter).
 */
export type RateLimiter = {
  /** Counts one hit; answers whether it is within the limit. */
  hit(key: string, max: number, windowSeconds: number): Promise<boolean>;
  /** Whether counts are this process's alone for now (Redis is away): for the health check. */
  degraded(): boolean;
  close(): Promise<void>;
};

export function createMemoryRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; hits: number }>();
  return {
    async hit(key, max, windowSeconds) {
      const time = now();
      const current = windows.get(key);
      if (!current || time - current.start >= windowSeconds * 1000) {
        // Old windows are dropped as they are met again; a sweep keeps the map from growing forever.
        if (windows.size > 100_000) windows.clear();
        windows.set(key, { start: time, hits: 1 });
        return max >= 1;
      }
      current.hits += 1;
      return current.hits <= max;
    },
    degraded: () => false,
    async close() {
      windows.clear();
    },
  };
}
