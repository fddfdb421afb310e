import { describe, expect, it } from 'vitest';
import { lagDuration, type WatcherStatus, watcherHealth } from '../../../src/features/tron/watcher-status';

describe('the watcher’s lag', () => {
  it('is told in the largest whole unit, rounded down', () => {
    expect(lagDuration(0)).toEqual({ value: 0, unit: 'second' });
    expect(lagDuration(59)).toEqual({ value: 59, unit: 'second' });
    expect(lagDuration(60)).toEqual({ value: 1, unit: 'minute' });
    expect(lagDuration(3_599)).toEqual({ value: 59, unit: 'minute' });
    expect(lagDuration(3 * 3_600 - 1)).toEqual({ value: 2, unit: 'hour' });
    expect(lagDuration(2 * 86_400 + 5)).toEqual({ value: 2, unit: 'day' });
  });

  it('is never negative', () => {
    expect(lagDuration(-12)).toEqual({ value: 0, unit: 'second' });
  });
});

const status = (fields: Partial<WatcherStatus> = {}): WatcherStatus => ({
  configured: true,
  addresses: 12,
  hot_addresses: 1,
  oldest_poll: '2026-11-27T08:00:00.000Z',
  lag_seconds: 0,
  last_error: '',
  last_error_address: '',
  confirming: 0,
  ...fields,
});

describe('the watcher’s health', () => {
  it('says first that no chain is configured, whatever else it reports', () => {
    expect(watcherHealth(status({ configured: false, lag_seconds: 400, last_error: 'x' }))).toBe(
      'unconfigured',
    );
  });

  it('puts an error before a delay, and a delay before all well', () => {
    expect(watcherHealth(status({ last_error: '429 Too Many Requests', lag_seconds: 90 }))).toBe('failing');
    expect(watcherHealth(status({ lag_seconds: 90 }))).toBe('behind');
    expect(watcherHealth(status())).toBe('on_time');
  });
});
