import { describe, expect, it } from 'vitest';
import { type Candidate, chooseDestination, crossedWarningLine } from '../../../server/redirect/rotation';

const candidate = (id: number, threshold = 0, extra: Partial<Candidate> = {}): Candidate => ({
  id,
  threshold,
  weight: 1,
  available: true,
  fallback: false,
  ...extra,
});

/** Serves `visits` visits the way the counter port does, answering the ids in order. */
function serve(model: number, candidates: Candidate[], visits: number, random = () => 0.5) {
  const served = new Map<number, number>();
  let cursor = 0;
  const order: number[] = [];
  for (let visit = 0; visit < visits; visit++) {
    const choice = chooseDestination({ model, candidates, served, cursor, random: random() });
    if (!choice) throw new Error('no destination');
    served.set(choice.destinationId, (served.get(choice.destinationId) ?? 0) + 1);
    cursor++;
    order.push(choice.destinationId);
  }
  return { order, served };
}

describe('sequential rotation', () => {
  it('serves each destination up to its threshold, then the next', () => {
    const { served } = serve(1, [candidate(1, 50), candidate(2, 30), candidate(3)], 100);
    expect([...served.entries()]).toEqual([
      [1, 50],
      [2, 30],
      [3, 20],
    ]);
  });

  it('skips disabled or expired destinations', () => {
    const { served } = serve(1, [candidate(1, 5, { available: false }), candidate(2, 5)], 5);
    expect(served.get(1)).toBeUndefined();
    expect(served.get(2)).toBe(5);
  });

  it('keeps serving the last destination when every threshold is used up, and says so', () => {
    const candidates = [candidate(1, 2), candidate(2, 1)];
    const served = new Map([
      [1, 2],
      [2, 1],
    ]);
    expect(chooseDestination({ model: 1, candidates, served, cursor: 0, random: 0 })).toEqual({
      destinationId: 2,
      exhausted: true,
    });
  });

  it('prefers the destination marked as fallback', () => {
    const candidates = [candidate(1, 1, { fallback: true }), candidate(2, 1)];
    const served = new Map([
      [1, 1],
      [2, 1],
    ]);
    expect(chooseDestination({ model: 1, candidates, served, cursor: 0, random: 0 })?.destinationId).toBe(1);
  });

  it('answers null only for a code without destinations', () => {
    expect(
      chooseDestination({ model: 1, candidates: [], served: new Map(), cursor: 0, random: 0 }),
    ).toBeNull();
  });
});

describe('random rotation', () => {
  it('picks by weight', () => {
    const candidates = [candidate(1, 0, { weight: 1 }), candidate(2, 0, { weight: 3 })];
    const pick = (random: number) =>
      chooseDestination({ model: 2, candidates, served: new Map(), cursor: 0, random })?.destinationId;
    expect(pick(0)).toBe(1);
    expect(pick(0.24)).toBe(1);
    expect(pick(0.25)).toBe(2);
    expect(pick(0.99)).toBe(2);
  });

  it('never exceeds a threshold', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const { served } = serve(2, [candidate(1, 10), candidate(2, 10), candidate(3)], 200, random);
    expect(served.get(1)).toBe(10);
    expect(served.get(2)).toBe(10);
    expect(served.get(3)).toBe(180);
  });
});

describe('round-robin rotation', () => {
  it('moves to the next destination after every visit', () => {
    expect(serve(3, [candidate(1), candidate(2), candidate(3)], 7).order).toEqual([1, 2, 3, 1, 2, 3, 1]);
  });

  it('leaves out destinations whose threshold is used up', () => {
    const { served } = serve(3, [candidate(1, 2), candidate(2), candidate(3)], 9);
    expect(served.get(1)).toBe(2);
    expect((served.get(2) ?? 0) + (served.get(3) ?? 0)).toBe(7);
  });
});

describe('the 80% warning', () => {
  it('fires exactly once, on the visit that reaches 80%', () => {
    const fired = Array.from({ length: 200 }, (_, index) => crossedWarningLine(200, index + 1)).filter(
      Boolean,
    );
    expect(fired).toHaveLength(1);
    expect(crossedWarningLine(200, 160)).toBe(true);
    expect(crossedWarningLine(0, 160)).toBe(false);
  });

  it('comes while at least one visit is left, never at the last', () => {
    for (let threshold = 2; threshold <= 500; threshold++) {
      const at = Array.from({ length: threshold }, (_, index) => index + 1).filter((served) =>
        crossedWarningLine(threshold, served),
      );
      expect(at, String(threshold)).toHaveLength(1);
      expect(at[0], String(threshold)).toBeLessThan(threshold);
      expect(at[0], String(threshold)).toBe(Math.min(Math.floor(threshold * 0.8), threshold - 1));
    }
    // With a threshold of 3 the warning is at the second visit, one left.
    expect(crossedWarningLine(3, 2)).toBe(true);
    expect(crossedWarningLine(3, 3)).toBe(false);
    expect([1, 2, 3].some((served) => crossedWarningLine(1, served))).toBe(false);
  });
});
