import { describe, expect, it } from 'vitest';
import {
  decide,
  delayAfter,
  delayEnd,
  type FailureRecord,
  isForgotten,
  isReportPoint,
  loginSubjects,
  registrationSubject,
  secondsUntil,
  type ThrottleRule,
  throttleRules,
  withFailure,
  withoutFailure,
} from '../../../server/accounts/throttle';

const MINUTE = 60_000;
const policy = { failures: 5, windowMinutes: 15, maxDelayMinutes: 15 };
const rules = throttleRules(policy);
const start = new Date('2026-03-01T08:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);

/** A streak of `failures`, the last one `minutes` after the start. */
const streak = (failures: number, minutes = 0): FailureRecord => ({
  failures,
  firstFailureAt: start,
  lastFailureAt: at(minutes),
});

describe('the throttle rules made from the configuration', () => {
  it('gives one address, one known device and registration the hard rule', () => {
    const hard: ThrottleRule = {
      threshold: 5,
      failuresPerDoubling: 1,
      firstDelayMs: MINUTE,
      maxDelayMs: 15 * MINUTE,
      forgetAfterMs: 15 * MINUTE,
    };
    expect(rules.address).toEqual(hard);
    expect(rules.device).toEqual(hard);
    expect(rules.registration).toEqual(hard);
  });

  it('lets the account-wide count start four times later and double only every `failures` failures', () => {
    expect(rules.account).toMatchObject({ threshold: 20, failuresPerDoubling: 5, maxDelayMs: 15 * MINUTE });
  });

  it('never starts above the cap', () => {
    expect(throttleRules({ ...policy, maxDelayMinutes: 1 }).address.firstDelayMs).toBe(MINUTE);
    expect(throttleRules({ failures: 1, windowMinutes: 1, maxDelayMinutes: 1 }).account.threshold).toBe(4);
  });
});

describe('delayAfter', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [6, 2],
    [7, 4],
    [8, 8],
    [9, 15],
    [50, 15],
  ])('one address: %i failures wait %i minutes', (failures, minutes) => {
    expect(delayAfter(failures, rules.address)).toBe(minutes * MINUTE);
  });

  it.each([
    [19, 0],
    [20, 1],
    [24, 1],
    [25, 2],
    [30, 4],
    [35, 8],
    [40, 15],
  ])('the whole account: %i failures wait %i minutes', (failures, minutes) => {
    expect(delayAfter(failures, rules.account)).toBe(minutes * MINUTE);
  });

  it('stays at the cap for any number of failures', () => {
    expect(delayAfter(1_000_000, rules.address)).toBe(15 * MINUTE);
    expect(delayAfter(Number.MAX_SAFE_INTEGER, rules.account)).toBe(15 * MINUTE);
  });
});

describe('delayEnd and isForgotten', () => {
  it('ends the wait after the last failure', () => {
    expect(delayEnd(streak(4, 3), rules.address)).toEqual(at(3));
    expect(delayEnd(streak(6, 3), rules.address)).toEqual(at(5));
  });

  it('forgets a streak a quiet window after its wait ended, not before', () => {
    expect(isForgotten(streak(4, 0), at(14.99), rules.address)).toBe(false);
    expect(isForgotten(streak(4, 0), at(15), rules.address)).toBe(true);
    // 8 minutes of waiting, then 15 quiet ones.
    expect(isForgotten(streak(8, 0), at(22.99), rules.address)).toBe(false);
    expect(isForgotten(streak(8, 0), at(23), rules.address)).toBe(true);
  });
});

describe('withFailure and withoutFailure', () => {
  it('starts a streak with the first failure', () => {
    expect(withFailure(undefined, at(2), rules.address)).toEqual({
      failures: 1,
      firstFailureAt: at(2),
      lastFailureAt: at(2),
    });
  });

  it('continues a streak that is not forgotten, keeping its start', () => {
    expect(withFailure(streak(3, 1), at(10), rules.address)).toEqual({
      failures: 4,
      firstFailureAt: start,
      lastFailureAt: at(10),
    });
  });

  it('starts over once the streak is forgotten', () => {
    expect(withFailure(streak(9, 0), at(30), rules.address)).toEqual({
      failures: 1,
      firstFailureAt: at(30),
      lastFailureAt: at(30),
    });
  });

  it('gives one failure back, and nothing is left of a single one', () => {
    expect(withoutFailure(streak(3, 1))).toEqual(streak(2, 1));
    expect(withoutFailure(streak(1, 1))).toBeNull();
  });
});

describe('decide', () => {
  it('allows when nothing waits', () => {
    expect(decide([], at(0))).toEqual({ allowed: true });
    expect(
      decide(
        [
          { kind: 'address', record: undefined, rule: rules.address },
          { kind: 'account', record: streak(19, 0), rule: rules.account },
        ],
        at(0),
      ),
    ).toEqual({ allowed: true });
  });

  it('refuses until the wait ends, and allows from that moment', () => {
    const checks = [{ kind: 'address' as const, record: streak(6, 0), rule: rules.address }];
    expect(decide(checks, at(1.99))).toEqual({ allowed: false, until: at(2), kind: 'address' });
    expect(decide(checks, at(2))).toEqual({ allowed: true });
  });

  it('names the subject whose wait ends last', () => {
    const verdict = decide(
      [
        { kind: 'address', record: streak(5, 0), rule: rules.address },
        { kind: 'account', record: streak(25, 0), rule: rules.account },
      ],
      at(0.5),
    );
    expect(verdict).toEqual({ allowed: false, until: at(2), kind: 'account' });
  });
});

describe('what an attempt is counted against', () => {
  it('counts an unknown device against its address and the account', () => {
    expect(loginSubjects({ account: 'admin', ip: '10.0.0.1' })).toEqual([
      { kind: 'address', account: 'admin', source: '10.0.0.1' },
      { kind: 'account', account: 'admin', source: '' },
    ]);
  });

  it('counts a known device against itself only', () => {
    expect(loginSubjects({ account: 'admin', ip: '10.0.0.1', deviceId: 7 })).toEqual([
      { kind: 'device', account: 'admin', source: '7' },
    ]);
  });

  it('counts taken names against the address', () => {
    expect(registrationSubject('10.0.0.1')).toEqual({
      kind: 'registration',
      account: '',
      source: '10.0.0.1',
    });
  });
});

describe('the attacks the rules are for, failure by failure', () => {
  /** Fails whenever allowed, from `minute` 0 for `minutes`; answers the minutes of each failure. */
  function attack(subjects: { kind: 'address' | 'account'; rule: ThrottleRule }[], minutes: number) {
    const records = new Map<string, FailureRecord | undefined>();
    const failedAt: number[] = [];
    for (let second = 0; second < minutes * 60; second++) {
      const now = at(second / 60);
      const checks = subjects.map(({ kind, rule }) => ({ kind, rule, record: records.get(kind) }));
      if (!decide(checks, now).allowed) continue;
      for (const { kind, rule } of subjects) records.set(kind, withFailure(records.get(kind), now, rule));
      failedAt.push(second / 60);
    }
    return failedAt;
  }

  it('slows a brute-forcer on one address to one guess per cap, the delays growing on the way', () => {
    const failedAt = attack([{ kind: 'address', rule: rules.address }], 120);
    expect(failedAt.slice(0, 10)).toEqual([
      0,
      1 / 60,
      2 / 60,
      3 / 60,
      4 / 60,
      1 + 4 / 60,
      3 + 4 / 60,
      7 + 4 / 60,
      15 + 4 / 60,
      30 + 4 / 60,
    ]);
    // Two hours: 5 free guesses, then 1, 2, 4, 8 minutes, then one guess every 15.
    expect(failedAt).toHaveLength(15);
  });

  it('slows guessing from many addresses on one account, more gently', () => {
    const failedAt = attack([{ kind: 'account', rule: rules.account }], 120);
    // 20 free guesses, five each after 1, 2, 4 and 8 minutes (75 minutes), then one every 15.
    expect(failedAt).toHaveLength(20 + 20 + 2);
    expect(failedAt.at(-1)).toBeCloseTo(75 + 2 * 15 + 19 / 60, 5);
  });

  it('leaves a known device alone whatever the account-wide count', () => {
    const account = streak(1000, 0);
    const verdict = decide([{ kind: 'device', record: undefined, rule: rules.device }], at(0));
    expect(decide([{ kind: 'account', record: account, rule: rules.account }], at(0)).allowed).toBe(false);
    expect(verdict).toEqual({ allowed: true });
  });
});

describe('isReportPoint', () => {
  it.each([
    [4, false],
    [5, true],
    [6, false],
    [10, true],
    [15, false],
    [20, true],
    [30, false],
    [40, true],
    [80, true],
    [120, false],
  ])('with 5 as the number, %i failures → %s', (failures, reported) => {
    expect(isReportPoint(failures, 5)).toBe(reported);
  });

  it('reports at each power of two when the number is 1', () => {
    expect([1, 2, 3, 4, 5, 8].map((failures) => isReportPoint(failures, 1))).toEqual([
      true,
      true,
      false,
      true,
      false,
      true,
    ]);
  });
});

describe('secondsUntil', () => {
  it('rounds up, and is never below one second', () => {
    expect(secondsUntil(at(1), at(0))).toBe(60);
    expect(secondsUntil(new Date(start.getTime() + 1001), start)).toBe(2);
    expect(secondsUntil(start, start)).toBe(1);
  });
});
