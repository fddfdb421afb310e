/**
 * How fast the watcher may ask the chain: one token bucket for every call of the process (TronGrid
 * limits a key or an address as a whole), and a growing pause after the server says "slow down"
 * or fails.
 */

export type Bucket = { tokens: number; at: number };

/** Takes one token if there is one; otherwise says how long until there is. */
export function takeToken(
  bucket: Bucket,
  now: number,
  limits: { perSecond: number; burst: number },
): { bucket: Bucket; waitMs: number } {
  const refilled = Math.min(limits.burst, bucket.tokens + ((now - bucket.at) / 1000) * limits.perSecond);
  if (refilled >= 1) return { bucket: { tokens: refilled - 1, at: now }, waitMs: 0 };
  return {
    bucket: { tokens: refilled, at: now },
    waitMs: Math.ceil(((1 - refilled) / limits.perSecond) * 1000),
  };
}

/** A waiter that lets at most `perSecond` calls through, with a burst of as many. */
export function createRateGate(
  perSecond: number,
  clock: () => number = Date.now,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): () => Promise<void> {
  const limits = { perSecond, burst: Math.max(1, perSecond) };
  let bucket: Bucket = { tokens: limits.burst, at: clock() };
  let queue = Promise.resolve();
  const takeOne = async () => {
    for (;;) {
      const taken = takeToken(bucket, clock(), limits);
      bucket = taken.bucket;
      if (taken.waitMs === 0) return;
      await sleep(taken.waitMs);
    }
  };
  // Callers wait in order, so a burst of callers cannot starve one of them.
  return () => {
    queue = queue.then(takeOne);
    return queue;
  };
}

export const BACKOFF_FIRST_MS = 1000;
export const BACKOFF_MAX_MS = 60_000;

/**
 * The pause after a failed round: doubled each time up to a minute, never shorter than what the
 * server asked for (`Retry-After`), and back to none after a good round.
 */
export function nextBackoff(previousMs: number, retryAfterMs: number | null): number {
  const doubled = previousMs === 0 ? BACKOFF_FIRST_MS : Math.min(BACKOFF_MAX_MS, previousMs * 2);
  return Math.max(doubled, Math.min(retryAfterMs ?? 0, 10 * BACKOFF_MAX_MS));
}
