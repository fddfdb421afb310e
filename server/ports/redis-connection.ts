import { Redis } from 'ioredis';

/** What the ports log: pino's `warn` and `info` fit. */
export type PortLog = {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

export const silentLog: PortLog = { warn() {}, info() {} };

/**
 * How long a Redis command may keep a request waiting. Above it the command fails and the port
 * falls back to its in-process state: a visitor never waits for Redis longer than this.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 100;

/**
 * A connection that fails fast instead of waiting for Redis: a command times out after a short
 * while, and while the connection is down a command fails at once instead of queueing (a queued
 * command would run late, after the port has already decided without it). It reconnects in the
 * background, at most a second apart.
 */
export function connectRedis(
  url: string,
  options: { commandTimeoutMs?: number; lazyConnect?: boolean; onError?: (error: Error) => void } = {},
): Redis {
  const redis = new Redis(url, {
    commandTimeout: options.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 100, 1000),
    lazyConnect: options.lazyConnect ?? false,
  });
  // Without a listener, ioredis prints every failed reconnect as an unhandled error event.
  redis.on('error', (error: Error) => options.onError?.(error));
  return redis;
}

/** Closes a connection whether or not Redis is there to say goodbye to. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    try {
      await redis.quit();
      return;
    } catch {
      // Fall through: the connection went away meanwhile.
    }
  }
  redis.disconnect();
}

/**
 * One warning when a port loses Redis and one line when it has it back, however many requests
 * fail in between.
 */
export function outageLog(log: PortLog, port: string) {
  let down = false;
  return {
    get down() {
      return down;
    },
    failed(error: unknown, consequence: string) {
      if (down) return;
      down = true;
      log.warn({ port, err: error }, `Redis unavailable: ${consequence}`);
    },
    restored(message: string) {
      if (!down) return;
      down = false;
      log.info({ port }, message);
    },
  };
}
