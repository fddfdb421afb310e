import { describe, expect, it } from 'vitest';
import { nextBatchSize } from '../../../server/visits/writer';

const limits = { batchLimit: 1000, maxBatch: 20_000 };

describe('nextBatchSize', () => {
  it('stays at the batch limit while caught up', () => {
    expect(nextBatchSize(1000, { pending: 300, readingBack: false }, limits)).toBe(1000);
    expect(nextBatchSize(1000, { pending: 1000, readingBack: false }, limits)).toBe(1000);
  });

  it('doubles while more than one batch is pending, up to the maximum', () => {
    const sizes: number[] = [];
    let size = 1000;
    for (let batch = 0; batch < 7; batch += 1) {
      size = nextBatchSize(size, { pending: 50_000, readingBack: false }, limits);
      sizes.push(size);
    }
    expect(sizes).toEqual([2000, 4000, 8000, 16_000, 20_000, 20_000, 20_000]);
  });

  it('grows while visits are read back from disk, however few are in memory', () => {
    expect(nextBatchSize(4000, { pending: 0, readingBack: true }, limits)).toBe(8000);
  });

  it('falls back to the batch limit at once when caught up', () => {
    expect(nextBatchSize(20_000, { pending: 800, readingBack: false }, limits)).toBe(1000);
  });

  it('never goes below the batch limit nor above the maximum', () => {
    expect(nextBatchSize(100, { pending: 5000, readingBack: false }, limits)).toBe(1000);
    expect(
      nextBatchSize(1000, { pending: 5000, readingBack: false }, { batchLimit: 1000, maxBatch: 1500 }),
    ).toBe(1500);
  });
});
