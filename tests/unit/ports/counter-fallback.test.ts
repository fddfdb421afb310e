import { describe, expect, it } from 'vitest';
import { RotationModel } from '../../../contract/enums';
import { CounterFallback, nextCounterMode } from '../../../server/ports/counter-fallback';
import type { CodeCounters, CounterMode } from '../../../server/ports/counters';

const roundRobin: CodeCounters = {
  codeId: 7,
  model: RotationModel.round_robin,
  candidates: [1, 2, 3].map((id) => ({ id, threshold: 0, weight: 1, available: true, fallback: false })),
};
const limited: CodeCounters = {
  codeId: 8,
  model: RotationModel.sequential,
  candidates: [
    { id: 10, threshold: 5, weight: 1, available: true, fallback: false },
    { id: 11, threshold: 0, weight: 1, available: true, fallback: false },
  ],
};

describe('the counter modes', () => {
  it('goes healthy → degraded → reconciling → healthy and nowhere else', () => {
    const table: [CounterMode, Parameters<typeof nextCounterMode>[1], CounterMode][] = [
      ['healthy', 'failed', 'degraded'],
      ['healthy', 'answered', 'healthy'],
      ['healthy', 'reconciled', 'healthy'],
      ['degraded', 'failed', 'degraded'],
      ['degraded', 'answered', 'reconciling'],
      ['degraded', 'reconciled', 'degraded'],
      ['reconciling', 'failed', 'degraded'],
      ['reconciling', 'reconcile_failed', 'degraded'],
      ['reconciling', 'answered', 'reconciling'],
      ['reconciling', 'reconciled', 'healthy'],
    ];
    for (const [from, event, to] of table)
      expect(nextCounterMode(from, event), `${from} + ${event}`).toBe(to);
  });

  it('answers the mode before an event, so a change is logged once', () => {
    const fallback = new CounterFallback();
    expect(fallback.apply('failed')).toBe('healthy');
    expect(fallback.apply('failed')).toBe('degraded');
    expect(fallback.local).toBe(true);
  });
});

describe('serving alone from the last known position', () => {
  it('continues a round-robin where Redis left it', () => {
    const fallback = new CounterFallback();
    fallback.observe(7, { destinationId: 2, servedAfter: 4, exhausted: false, previousDestinationId: 1 }, 5);
    fallback.apply('failed');
    const served = [0, 1, 2].map(() => fallback.serve(roundRobin, 0).destinationId);
    // Cursor 5 → position 5 % 3 = 2 (the third destination), then 6 → first, 7 → second.
    expect(served).toEqual([3, 1, 2]);
    expect(fallback.serve(roundRobin, 0)).toMatchObject({ destinationId: 3, previousDestinationId: 2 });
  });

  it('keeps a threshold from the counts it last saw, primed or answered', () => {
    const fallback = new CounterFallback();
    fallback.prime([{ codeId: 8, served: new Map([[10, 2]]), lastDestinationId: 10 }]);
    fallback.observe(
      8,
      { destinationId: 10, servedAfter: 3, exhausted: false, previousDestinationId: 10 },
      3,
    );
    fallback.apply('failed');
    const served = Array.from({ length: 4 }, () => fallback.serve(limited, 0));
    expect(served.map((visit) => visit.destinationId)).toEqual([10, 10, 11, 11]);
    expect(served.map((visit) => visit.servedAfter)).toEqual([4, 5, 1, 2]);
  });

  it('takes a late, smaller answer as no step back', () => {
    const fallback = new CounterFallback();
    fallback.observe(
      8,
      { destinationId: 10, servedAfter: 4, exhausted: false, previousDestinationId: 10 },
      4,
    );
    fallback.observe(
      8,
      { destinationId: 10, servedAfter: 3, exhausted: false, previousDestinationId: 10 },
      3,
    );
    fallback.apply('failed');
    expect(fallback.serve(limited, 0).servedAfter).toBe(5);
  });
});

describe('reconciling with Redis', () => {
  function degradedAfterThree(): CounterFallback {
    const fallback = new CounterFallback();
    fallback.observe(
      8,
      { destinationId: 10, servedAfter: 3, exhausted: false, previousDestinationId: 10 },
      3,
    );
    fallback.apply('failed');
    for (let index = 0; index < 3; index++) fallback.serve(limited, 0);
    return fallback;
  }

  it('adds what was served alone as deltas over the last known base', () => {
    const fallback = degradedAfterThree();
    fallback.apply('answered');
    const repairs = fallback.takeRepairs(false);
    expect(repairs).toEqual([
      { kind: 'served', codeId: 8, destinationId: 10, base: 3, delta: 2 },
      { kind: 'served', codeId: 8, destinationId: 11, base: 0, delta: 1 },
      { kind: 'cursor', codeId: 8, base: 3, delta: 3 },
      { kind: 'last', codeId: 8, destinationId: 11, served: true },
    ]);
    expect(fallback.hasPending).toBe(false);
  });

  it('takes Redis’s sums, which include what other processes served meanwhile', () => {
    const fallback = degradedAfterThree();
    fallback.apply('answered');
    const repairs = fallback.takeRepairs(false);
    // Another process served destination 10 twice and 11 four times while Redis was away.
    expect(fallback.settle(repairs, [7, 5, 9, null])).toBe(true);
    expect(fallback.mode).toBe('healthy');
    fallback.apply('failed');
    expect(fallback.serve(limited, 0)).toMatchObject({ destinationId: 11, servedAfter: 6 });
  });

  it('needs another round when visits were served alone during the repair', () => {
    const fallback = degradedAfterThree();
    fallback.apply('answered');
    const repairs = fallback.takeRepairs(false);
    fallback.serve(limited, 0);
    expect(fallback.settle(repairs, [5, 1, 6, null])).toBe(false);
    expect(fallback.mode).toBe('reconciling');
    // Redis said 11 had served 1; one more was served here since.
    expect(fallback.takeRepairs(false)).toContainEqual({
      kind: 'served',
      codeId: 8,
      destinationId: 11,
      base: 1,
      delta: 1,
    });
  });

  it('keeps the deltas when Redis did not take them', () => {
    const fallback = degradedAfterThree();
    fallback.apply('answered');
    const repairs = fallback.takeRepairs(false);
    fallback.restore(repairs);
    expect(fallback.mode).toBe('degraded');
    expect(fallback.takeRepairs(false)).toEqual(repairs);
  });

  it('puts back every known code when Redis lost its data', () => {
    const fallback = new CounterFallback();
    fallback.prime([{ codeId: 9, served: new Map([[20, 40]]), lastDestinationId: 20 }]);
    fallback.observe(
      8,
      { destinationId: 10, servedAfter: 3, exhausted: false, previousDestinationId: 10 },
      3,
    );
    fallback.apply('failed');
    fallback.apply('answered');
    expect(fallback.takeRepairs(false)).toEqual([]);
    expect(fallback.takeRepairs(true)).toEqual([
      { kind: 'served', codeId: 9, destinationId: 20, base: 40, delta: 0 },
      { kind: 'cursor', codeId: 9, base: 0, delta: 0 },
      { kind: 'last', codeId: 9, destinationId: 20, served: false },
      { kind: 'served', codeId: 8, destinationId: 10, base: 3, delta: 0 },
      { kind: 'cursor', codeId: 8, base: 3, delta: 0 },
      { kind: 'last', codeId: 8, destinationId: 10, served: false },
    ]);
  });

  it('puts the counts of a code primed while degraded into Redis', () => {
    const fallback = new CounterFallback();
    fallback.apply('failed');
    fallback.prime([{ codeId: 9, served: new Map([[20, 40]]), lastDestinationId: null }]);
    expect(fallback.takeRepairs(false)).toEqual([
      { kind: 'served', codeId: 9, destinationId: 20, base: 40, delta: 0 },
      { kind: 'cursor', codeId: 9, base: 0, delta: 0 },
    ]);
  });
});
