import { closeRedis, connectRedis, outageLog, type PortLog, silentLog } from './redis-connection';

/**
 * Fixed-window request counting per key (e.g. a call and an address). In-process by default;
 * Redis when several processes must share the count.
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

/**
 * The limiter over Redis, shared by every process. It fails open to an in-process limiter: while
 * Redis is away (or slower than the command timeout) each process counts alone, so a client may
 * make up to the limit on each process, but no request waits for Redis or fails because of it.
 */
export function createRedisRateLimiter(
  url: string,
  namespace: string,
  log: PortLog = silentLog,
): RateLimiter {
  const outage = outageLog(log, 'rate limits');
  const consequence = 'each process counts requests alone until Redis returns';
  const redis = connectRedis(url, { onError: (error) => outage.failed(error, consequence) });
  const local = createMemoryRateLimiter();
  return {
    async hit(key, max, windowSeconds) {
      if (redis.status !== 'ready') return local.hit(key, max, windowSeconds);
      const redisKey = `${namespace}:rate:${key}`;
      try {
        const [[error, hits]] = (await redis
          .multi()
          .incr(redisKey)
          .expire(redisKey, windowSeconds, 'NX')
          .exec()) as [[Error | null, number]];
        if (error) throw error;
        outage.restored('Redis is back: requests are counted across processes again');
        return hits <= max;
      } catch (error) {
        outage.failed(error, consequence);
        return local.hit(key, max, windowSeconds);
      }
    },
    degraded: () => outage.down,
    async close() {
      await Promise.all([closeRedis(redis), local.close()]);
    },
  };
}
