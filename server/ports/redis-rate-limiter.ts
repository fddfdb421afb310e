import { createMemoryRateLimiter, type RateLimiter } from './rate-limiter';
import { closeRedis, connectRedis, outageLog, type PortLog, silentLog } from './redis-connection';

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
