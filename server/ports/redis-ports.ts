/**
 * The adapters over Redis, for the ports it backs when `REDIS_URL` is set. The app imports this
 * module only then: Redis's client stays out of the embedded default's memory.
 */
export { createRedisBus } from './redis-bus';
export { createRedisCounters } from './redis-counters';
export { createRedisRateLimiter } from './redis-rate-limiter';
