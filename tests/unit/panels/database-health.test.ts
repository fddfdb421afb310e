import { describe, expect, it } from 'vitest';
import { intlFor } from '../../../src/core/i18n/intl';
import {
  DEFAULT_MIN_SECONDS,
  durationParts,
  formatDuration,
  leftTransactionOpen,
  lockWaitKey,
  MIN_SECONDS_CHOICES,
  minSecondsOf,
  secondsBetween,
} from '../../../src/features/database-health/backend-health';
import {
  initialLiveAnswer,
  type LiveAnswer,
  liveAnswerReducer,
} from '../../../src/features/live/live-answer';

describe('a length of time on the health lists', () => {
  it('keeps tenths of a second under a minute, so 1.4 s never reads as the 1 s threshold', () => {
    expect(durationParts(0)).toEqual([{ value: 0, unit: 'second' }]);
    expect(durationParts(1.46)).toEqual([{ value: 1.4, unit: 'second' }]);
    expect(durationParts(59.99)).toEqual([{ value: 59.9, unit: 'second' }]);
  });

  it('gives the two largest units from a minute on, dropping a zero second part', () => {
    expect(durationParts(60)).toEqual([{ value: 1, unit: 'minute' }]);
    expect(durationParts(83.7)).toEqual([
      { value: 1, unit: 'minute' },
      { value: 23, unit: 'second' },
    ]);
    expect(durationParts(3_600 + 5 * 60 + 9)).toEqual([
      { value: 1, unit: 'hour' },
      { value: 5, unit: 'minute' },
    ]);
    expect(durationParts(3_600 + 9)).toEqual([{ value: 1, unit: 'hour' }]);
    expect(durationParts(2 * 86_400 + 3 * 3_600)).toEqual([
      { value: 2, unit: 'day' },
      { value: 3, unit: 'hour' },
    ]);
  });

  it('is never negative', () => {
    expect(durationParts(-4)).toEqual([{ value: 0, unit: 'second' }]);
  });

  it('is worded in each language of the console', () => {
    expect(formatDuration(intlFor('en-US'), 83)).toBe('1 min 23 sec');
    expect(formatDuration(intlFor('zh-CN'), 83)).toBe('1分钟23秒');
    expect(formatDuration(intlFor('sw-KE'), 83)).toContain('23');
    expect(formatDuration(intlFor('en-US'), 1.4)).toBe('1.4 sec');
  });
});

describe('how long a backend has waited', () => {
  const at = Date.parse('2025-03-01T08:00:00Z');

  it('counts from its start to the moment the answer arrived', () => {
    expect(secondsBetween('2025-03-01T07:58:46Z', at)).toBe(74);
  });

  it('is zero, not negative, when the server clock runs a little ahead', () => {
    expect(secondsBetween('2025-03-01T08:00:02Z', at)).toBe(0);
  });

  it('is unknown without a start time', () => {
    expect(secondsBetween(null, at)).toBeNull();
    expect(secondsBetween('not a time', at)).toBeNull();
  });
});

describe('a transaction left open', () => {
  it('is told by the backend state, aborted or not', () => {
    expect(leftTransactionOpen('idle in transaction')).toBe(true);
    expect(leftTransactionOpen('idle in transaction (aborted)')).toBe(true);
    expect(leftTransactionOpen('active')).toBe(false);
    expect(leftTransactionOpen('idle')).toBe(false);
    expect(leftTransactionOpen('')).toBe(false);
  });
});

describe('the slow list threshold kept in the tab', () => {
  it('is one of the offered choices', () => {
    for (const choice of MIN_SECONDS_CHOICES) expect(minSecondsOf({ min_seconds: choice })).toBe(choice);
  });

  it('falls back to the default for a missing or unknown value', () => {
    expect(minSecondsOf(undefined)).toBe(DEFAULT_MIN_SECONDS);
    expect(minSecondsOf({})).toBe(DEFAULT_MIN_SECONDS);
    expect(minSecondsOf({ min_seconds: 7 })).toBe(DEFAULT_MIN_SECONDS);
    expect(minSecondsOf({ min_seconds: '30' })).toBe(DEFAULT_MIN_SECONDS);
  });
});

describe('a lock wait’s identity', () => {
  it('is the pair of backends, so one waiter blocked by two holders is two rows', () => {
    expect(lockWaitKey({ blocked_pid: 48213, blocking_pid: 47920 })).not.toBe(
      lockWaitKey({ blocked_pid: 48213, blocking_pid: 48111 }),
    );
  });
});

describe('a self-refreshing answer', () => {
  type Answer = LiveAnswer<string[]>;
  const ready = (): Answer =>
    liveAnswerReducer(
      liveAnswerReducer(initialLiveAnswer<string[]>(), { type: 'request', ticket: 1, mode: 'fresh' }),
      {
        type: 'answer',
        ticket: 1,
        data: ['48213'],
        at: 1000,
      },
    );

  it('shows the answer with the moment it arrived', () => {
    expect(ready()).toMatchObject({ load: { status: 'ready', data: ['48213'] }, answeredAt: 1000 });
  });

  it('keeps the rows while a timer asks, and only notes a failed refresh beside them', () => {
    const asking = liveAnswerReducer(ready(), { type: 'request', ticket: 2, mode: 'quiet' });
    expect(asking.load.status).toBe('ready');
    const failed = liveAnswerReducer(asking, { type: 'failure', ticket: 2, mode: 'quiet', message: 'down' });
    expect(failed).toMatchObject({ load: { status: 'ready' }, refreshError: 'down', answeredAt: 1000 });
    const recovered = liveAnswerReducer(
      liveAnswerReducer(failed, { type: 'request', ticket: 3, mode: 'quiet' }),
      {
        type: 'answer',
        ticket: 3,
        data: [],
        at: 6000,
      },
    );
    expect(recovered).toMatchObject({
      load: { status: 'ready', data: [] },
      refreshError: null,
      answeredAt: 6000,
    });
  });

  it('shows the failure of a refresh the reader asked for', () => {
    const asking = liveAnswerReducer(ready(), { type: 'request', ticket: 2, mode: 'reload' });
    expect(asking.load.status).toBe('ready');
    const failed = liveAnswerReducer(asking, { type: 'failure', ticket: 2, mode: 'reload', message: 'down' });
    expect(failed.load).toEqual({ status: 'error', message: 'down' });
  });

  it('loads afresh for another input', () => {
    expect(liveAnswerReducer(ready(), { type: 'request', ticket: 2, mode: 'fresh' })).toMatchObject({
      load: { status: 'loading' },
      answeredAt: null,
    });
  });

  it('does not flicker an error away while the timer tries again', () => {
    const failed = liveAnswerReducer(
      liveAnswerReducer(initialLiveAnswer<string[]>(), { type: 'request', ticket: 1, mode: 'fresh' }),
      {
        type: 'failure',
        ticket: 1,
        mode: 'fresh',
        message: 'down',
      },
    );
    expect(liveAnswerReducer(failed, { type: 'request', ticket: 2, mode: 'quiet' }).load.status).toBe(
      'error',
    );
  });

  it('drops an answer overtaken by a newer request', () => {
    const asking = liveAnswerReducer(ready(), { type: 'request', ticket: 2, mode: 'fresh' });
    const late = liveAnswerReducer(asking, { type: 'answer', ticket: 1, data: ['old'], at: 9000 });
    expect(late.load.status).toBe('loading');
  });
});
