import { Redis } from 'ioredis';
import type { Counters } from './counters';

/**
 * The rotation rule of `redirect/rotation.ts`, run inside Redis so that choosing and counting is
 * one atomic step across every process. KEYS: the destinations' counters in the owner's order,
 * then the code's cursor and last-served keys. ARGV: model, random in [0,1), then for each
 * destination: id, threshold, weight, available (1/0), fallback (1/0).
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
redis.call('INCR', cursorKey)
local servedAfter = redis.call('INCR', KEYS[chosen])
local chosenId = ARGV[2 + (chosen - 1) * 5 + 1]
local previous = redis.call('GETSET', lastKey, chosenId)
return {chosenId, exhausted, servedAfter, previous or ''}
`;

/** Codes primed per pipeline. */
const PRIME_CHUNK = 2000;

export function createRedisCounters(url: string, namespace = 'livecode'): Counters {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  redis.defineCommand('serveVisit', { lua: SERVE });
  const servedKey = (destinationId: number) => `${namespace}:dest:${destinationId}:served`;
  const cursorKey = (codeId: number) => `${namespace}:code:${codeId}:cursor`;
  const lastKey = (codeId: number) => `${namespace}:code:${codeId}:last`;
  type ServeCommand = (...args: (string | number)[]) => Promise<[string, number, number, string]>;

  return {
    async serve(code, random) {
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
      const [id, exhausted, servedAfter, previous] = await serve.call(
        redis,
        keys.length,
        ...keys,
        code.model,
        random,
        ...args,
      );
      return {
        destinationId: Number(id),
        exhausted: exhausted === 1,
        servedAfter: Number(servedAfter),
        previousDestinationId: previous === '' ? null : Number(previous),
      };
    },
    async prime(codes) {
      // One round trip per few thousand codes rather than one per code: warming 100k codes at
      // start would otherwise take 100k round trips.
      for (let start = 0; start < codes.length; start += PRIME_CHUNK) {
        const pipeline = redis.pipeline();
        for (const { codeId, served, lastDestinationId } of codes.slice(start, start + PRIME_CHUNK)) {
          for (const [destinationId, count] of served) pipeline.set(servedKey(destinationId), count, 'NX');
          if (lastDestinationId !== null) pipeline.set(lastKey(codeId), lastDestinationId, 'NX');
        }
        await pipeline.exec();
      }
    },
    async close() {
      await redis.quit();
    },
  };
}
