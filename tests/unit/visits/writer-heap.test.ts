import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { writerResourceLimits } from '../../../server/visits/worker-writer';
import { WINDOW_VISITS } from '../../../server/visits/writer';

const MB = 1024 * 1024;

/** The heap limit V8 gives a thread started with these limits, as the thread itself reads it. */
async function heapLimitOf(resourceLimits: ReturnType<typeof writerResourceLimits>): Promise<number> {
  const worker = new Worker(
    "require('node:worker_threads').parentPort.postMessage(require('node:v8').getHeapStatistics().heap_size_limit)",
    { eval: true, resourceLimits },
  );
  const [limit] = (await once(worker, 'message')) as [number];
  await worker.terminate();
  return limit;
}

describe('writerResourceLimits', () => {
  it('bounds the old generation by the window, never below 128 MB', () => {
    expect(writerResourceLimits(1000).maxOldGenerationSizeMb).toBe(128);
    expect(writerResourceLimits(WINDOW_VISITS).maxOldGenerationSizeMb).toBe(64 + 196);
    expect(writerResourceLimits(2 * WINDOW_VISITS).maxOldGenerationSizeMb).toBe(64 + 391);
  });

  it('gives the thread a young generation larger than V8’s default, as V8 counts it', async () => {
    const limits = writerResourceLimits(WINDOW_VISITS);
    const withDefaultYoung = await heapLimitOf({ maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb });
    const withWriterYoung = await heapLimitOf(limits);
    // The default young generation of a 64-bit V8 is 3 × 16 MB; the writer's is 3 × 32 MB.
    expect(withWriterYoung - withDefaultYoung).toBeGreaterThanOrEqual(40 * MB);
    expect(withWriterYoung).toBeGreaterThanOrEqual(
      ((limits.maxOldGenerationSizeMb as number) + (limits.maxYoungGenerationSizeMb as number)) * MB * 0.95,
    );
  });
});
