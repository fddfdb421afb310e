import { CounterFallback, type CounterRepair, type RepairResult } from './counter-fallback';
import type { Counters, Served } from './counters';
import { closeRedis, connectRedis, type PortLog, silentLog } from './redis-connection';

/**
 * The rotation rule of `redirect/rotation.ts`, run inside Redis so that choosing and counting is
 * one atomic step across every process. KEYS: the destinations' counters in the owner's order,
 * then the code's cursor and last-served keys. ARGV: model, random in [0,1), then for each
 * destination: id, threshold, weight, available (1/0), fallback (1/0). Answers the chosen id,
 * exhausted (1/0), its served count, the previous destination ('' for none) and the cursor after.
 */
const SERVE = `
local n = #KEYS - 2
local model = tonumber(ARGV[1])
local random = tonumber(ARGV[2])
local cursorKey = KEYS[n + 1]
local lastKey = KEYS[n + 2]
local open = {}
local totalWeight = 0
for i = 1, n do
  local base = 2 + (i - 1) * 5
  local threshold = tonumber(ARGV[base + 2])
  local available = ARGV[base + 4] == '1'
  local served = tonumber(redis.call('GET', KEYS[i]) or '0')
  if available and (threshold == 0 or served < threshold) then
    table.insert(open, i)
    totalWeight = totalWeight + tonumber(ARGV[base + 3])
  end
end
local chosen
local exhausted = 0
if #open == 0 then
  exhausted = 1
  for i = 1, n do
    local base = 2 + (i - 1) * 5
    if ARGV[base + 5] == '1' and ARGV[base + 4] == '1' then chosen = i break end
  end
  if not chosen then
    for i = n, 1, -1 do
      if ARGV[2 + (i - 1) * 5 + 4] == '1' then chosen = i break end
    end
  end
  if not chosen then chosen = n end
elseif model == 2 then
  local point = random * totalWeight
  chosen = open[#open]
  for _, i in ipairs(open) do
    point = point - tonumber(ARGV[2 + (i - 1) * 5 + 3])
    if point < 0 then chosen = i break end
  end
elseif model == 3 then
  local cursor = tonumber(redis.call('GET', cursorKey) or '0')
  chosen = open[(cursor % #open) + 1]
else
  chosen = open[1]
end
local cursorAfter = redis.call('INCR', cursorKey)
local servedAfter = redis.call('INCR', KEYS[chosen])
local chosenId = ARGV[2 + (chosen - 1) * 5 + 1]
local previous = redis.call('GETSET', lastKey, chosenId)
return {chosenId, exhausted, servedAfter, previous or '', cursorAfter}
`;

/** Codes primed per pipeline; counters repaired per pipeline. */
const PRIME_CHUNK = 500;
const REPAIR_CHUNK = 2000;

/** How often a degraded process tries to give its deltas back to Redis. */
const REPAIR_EVERY_MS = 500;

export type RedisCountersOptions = {
  log?: PortLog;
  commandTimeoutMs?: number;
  repairEveryMs?: number;
};

/**
 * The counters over Redis, with an in-process fallback (`CounterFallback`): a visit waits for
 * Redis at most the command timeout; when Redis fails, this process decides visits alone from the
 * last counts it saw and, once Redis answers again, adds what it served meanwhile (INCRBY of the
 * deltas) before Redis decides again. A Redis that came back empty (a marker key is gone) gets
 * every count this process knows put back first (SET NX), then the deltas.
 */
export function createRedisCounters(
  url: string,
  namespace = 'livecode',
  options: RedisCountersOptions = {},
): Counters {
  const log = options.log ?? silentLog;
  const fallback = new CounterFallback();
  let closing = false;
  let everReady = false;
  let repairing = false;
  let repairTimer: NodeJS.Timeout | undefined;
  const redis = connectRedis(url, {
    commandTimeoutMs: options.commandTimeoutMs,
    onError: (error) => failed(error),
  });
  redis.defineCommand('serveVisit', { lua: SERVE });
  const servedKey = (destinationId: number) => `${namespace}:dest:${destinationId}:served`;
  const cursorKey = (codeId: number) => `${namespace}:code:${codeId}:cursor`;
  const lastKey = (codeId: number) => `${namespace}:code:${codeId}:last`;
  /** Present while Redis holds the counters; missing after Redis lost its data. */
  const markerKey = `${namespace}:counters:kept`;
  type ServeCommand = (...args: (string | number)[]) => Promise<[string, number, number, string, number]>;

  function failed(error: unknown): void {
    if (closing) return;
    if (fallback.apply('failed') === 'healthy')
      log.warn(
        { port: 'counters', err: error },
        'Redis unavailable: visits are decided by each process from the counts it last saw (a threshold may overshoot) until Redis answers again',
      );
    scheduleRepair();
  }

  function scheduleRepair(): void {
    if (repairTimer || closing) return;
    repairTimer = setTimeout(() => {
      repairTimer = undefined;
      void repair();
    }, options.repairEveryMs ?? REPAIR_EVERY_MS);
    repairTimer.unref();
  }

  /** Gives Redis what was served here while it was away, then lets it decide again. */
  async function repair(): Promise<void> {
    if (repairing || closing || !fallback.local) return;
    if (redis.status !== 'ready') return scheduleRepair();
    repairing = true;
    let taken: CounterRepair[] = [];
    try {
      fallback.apply('answered');
      let everything = (await redis.set(markerKey, '1', 'NX')) === 'OK';
      if (everything)
        log.warn({ port: 'counters' }, 'Redis lost the counters: putting back the counts this process knows');
      let settled = false;
      while (!settled) {
        taken = fallback.takeRepairs(everything);
        everything = false;
        settled = fallback.settle(taken, await applyRepairs(taken));
        taken = [];
      }
      if (fallback.mode === 'healthy')
        log.info(
          { port: 'counters' },
          'Redis is back: the visits served meanwhile are added, Redis decides again',
        );
      else scheduleRepair();
    } catch {
      fallback.restore(taken);
      scheduleRepair();
    } finally {
      repairing = false;
    }
  }

  /** SET NX of the base and INCRBY of the delta of every repair; answers the resulting counts. */
  async function applyRepairs(repairs: readonly CounterRepair[]): Promise<RepairResult> {
    const results: RepairResult = [];
    for (let start = 0; start < repairs.length; start += REPAIR_CHUNK) {
      const chunk = repairs.slice(start, start + REPAIR_CHUNK);
      const pipeline = redis.pipeline();
      for (const repair of chunk) {
        if (repair.kind === 'last') {
          if (repair.served) pipeline.set(lastKey(repair.codeId), repair.destinationId);
          else pipeline.set(lastKey(repair.codeId), repair.destinationId, 'NX');
          continue;
        }
        const key = repair.kind === 'served' ? servedKey(repair.destinationId) : cursorKey(repair.codeId);
        pipeline.set(key, repair.base, 'NX');
        pipeline.incrby(key, repair.delta);
      }
      const replies = (await pipeline.exec()) ?? [];
      let reply = 0;
      for (const repair of chunk) {
        const steps = repair.kind === 'last' ? 1 : 2;
        for (let step = 0; step < steps; step++) {
          const error = replies[reply + step]?.[0];
          if (error || replies[reply + step] === undefined) throw error ?? new Error('no reply');
        }
        results.push(repair.kind === 'last' ? null : Number(replies[reply + 1]?.[1]));
        reply += steps;
      }
    }
    return results;
  }

  redis.on('ready', () => {
    if (!everReady) {
      everReady = true;
      // A fresh Redis, or one that kept its data: from now on a missing marker means it lost it.
      redis.set(markerKey, '1', 'NX').catch(failed);
    }
    if (fallback.local) void repair();
  });
  // A connection that drops may come back to a Redis that restarted empty: check on return.
  redis.on('close', () => {
    if (everReady) failed(new Error('connection to Redis closed'));
  });

  const firstReady = new Promise<void>((resolve) => {
    redis.once('ready', resolve);
    setTimeout(resolve, 1000).unref();
  });

  return {
    serve(code, random) {
      if (fallback.local) return fallback.serve(code, random);
      const keys = [
        ...code.candidates.map((candidate) => servedKey(candidate.id)),
        cursorKey(code.codeId),
        lastKey(code.codeId),
      ];
      const args = code.candidates.flatMap((candidate) => [
        candidate.id,
        candidate.threshold,
        candidate.weight,
        candidate.available ? 1 : 0,
        candidate.fallback ? 1 : 0,
      ]);
      const serve = (redis as unknown as { serveVisit: ServeCommand }).serveVisit;
      return serve.call(redis, keys.length, ...keys, code.model, random, ...args).then(
        ([id, exhausted, servedAfter, previous, cursorAfter]) => {
          const served: Served = {
            destinationId: Number(id),
            exhausted: exhausted === 1,
            servedAfter: Number(servedAfter),
            previousDestinationId: previous === '' ? null : Number(previous),
          };
          fallback.observe(code.codeId, served, Number(cursorAfter));
          return served;
        },
        (error: unknown) => {
          failed(error);
          return fallback.serve(code, random);
        },
      );
    },
    async prime(codes) {
      fallback.prime(codes);
      if (fallback.local) return;
      if (!everReady) await firstReady;
      // One round trip per few hundred codes rather than one per code: warming 100k codes at
      // start would otherwise take 100k round trips; small enough to stay within the timeout.
      try {
        for (let start = 0; start < codes.length; start += PRIME_CHUNK) {
          const pipeline = redis.pipeline();
          for (const { codeId, served, lastDestinationId } of codes.slice(start, start + PRIME_CHUNK)) {
            for (const [destinationId, count] of served) pipeline.set(servedKey(destinationId), count, 'NX');
            if (lastDestinationId !== null) pipeline.set(lastKey(codeId), lastDestinationId, 'NX');
          }
          const replies = (await pipeline.exec()) ?? [];
          const error = replies.find(([failure]) => failure)?.[0];
          if (error) throw error;
        }
      } catch (error) {
        failed(error);
        // Now degraded: priming again marks the codes, so the repair puts their counts into Redis.
        fallback.prime(codes);
      }
    },
    mode: () => fallback.mode,
    async close() {
      closing = true;
      clearTimeout(repairTimer);
      await closeRedis(redis);
    },
  };
}
