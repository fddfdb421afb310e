import { describe, expect, it } from 'vitest';
import { currentDestination, type MonitoredDestination } from '../../../server/statistics/monitor';

const destination = (id: number, change: Partial<MonitoredDestination> = {}): MonitoredDestination => ({
  id,
  codeId: 1,
  url: `https://${id}.example/`,
  title: '',
  threshold: 0,
  visits: 0,
  enabled: true,
  ...change,
});

describe('currentDestination', () => {
  it('is the destination served last', () => {
    expect(currentDestination(2, [destination(1), destination(2)])?.id).toBe(2);
  });

  it('is the served one even when it has been disabled since', () => {
    expect(currentDestination(2, [destination(1), destination(2, { enabled: false })])?.id).toBe(2);
  });

  it('is the first enabled one when none was served yet or the served one is gone', () => {
    const list = [destination(1, { enabled: false }), destination(2), destination(3)];
    expect(currentDestination(null, list)?.id).toBe(2);
    expect(currentDestination(99, list)?.id).toBe(2);
  });

  it('is none when nothing was served and nothing is enabled', () => {
    expect(currentDestination(null, [destination(1, { enabled: false })])).toBeNull();
    expect(currentDestination(null, [])).toBeNull();
  });

  it('counts the visits left before the next destination, never below zero', () => {
    expect(currentDestination(1, [destination(1, { threshold: 10, visits: 4 })])?.remaining).toBe(6);
    expect(currentDestination(1, [destination(1, { threshold: 10, visits: 12 })])?.remaining).toBe(0);
  });

  it('has nothing left to count without a threshold', () => {
    expect(currentDestination(1, [destination(1, { threshold: 0, visits: 40 })])?.remaining).toBeNull();
  });

  it('answers only what the wall shows', () => {
    expect(currentDestination(1, [destination(1, { title: 'One', threshold: 5, visits: 2 })])).toEqual({
      id: 1,
      url: 'https://1.example/',
      title: 'One',
      threshold: 5,
      visits: 2,
      remaining: 3,
    });
  });
});
