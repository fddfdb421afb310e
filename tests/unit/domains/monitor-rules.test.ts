import { describe, expect, it } from 'vitest';
import { CheckVerdict, MonitorStatus } from '../../../contract/enums';
import { wantsAlert } from '../../../server/domains/alerts';
import {
  certificateDaysLeft,
  certificateVerdict,
  inQuietHours,
  nextMonitorState,
  roundVerdict,
  statusChange,
} from '../../../server/domains/monitor-rules';

const { ok, flagged, failed } = CheckVerdict;
const { normal, detection_failed } = MonitorStatus;

describe('a round of checks', () => {
  it('is as bad as its worst check: flagged beats failed beats fine', () => {
    expect(roundVerdict([ok, ok])).toBe(ok);
    expect(roundVerdict([ok, failed])).toBe(failed);
    expect(roundVerdict([failed, flagged, ok])).toBe(flagged);
    expect(roundVerdict([])).toBe(ok);
  });
});

describe('the status after a round (hysteresis)', () => {
  it('keeps the status through one failed round and fails on the second in a row', () => {
    const once = nextMonitorState({ status: normal, failures: 0 }, failed, 2);
    expect(once).toEqual({ status: normal, failures: 1 });
    expect(nextMonitorState(once, failed, 2)).toEqual({ status: detection_failed, failures: 2 });
  });

  it('starts counting again after a good round', () => {
    const once = nextMonitorState({ status: normal, failures: 0 }, failed, 2);
    const good = nextMonitorState(once, ok, 2);
    expect(good).toEqual({ status: normal, failures: 0 });
    expect(nextMonitorState(good, failed, 2).status).toBe(normal);
  });

  it('flags at once: a checker’s verdict is no fault to wait out', () => {
    expect(nextMonitorState({ status: normal, failures: 0 }, flagged, 5)).toEqual({
      status: MonitorStatus.flagged,
      failures: 0,
    });
  });

  it('keeps a flagged domain flagged while the checks merely fail, until the threshold', () => {
    const state = nextMonitorState({ status: MonitorStatus.flagged, failures: 0 }, failed, 3);
    expect(state.status).toBe(MonitorStatus.flagged);
  });

  it('fails on the first failed round when the threshold is one', () => {
    expect(nextMonitorState({ status: normal, failures: 0 }, failed, 1).status).toBe(detection_failed);
  });

  it('names the change worth telling, or none', () => {
    expect(statusChange(normal, normal)).toBeNull();
    expect(statusChange(normal, MonitorStatus.flagged)).toBe('flagged');
    expect(statusChange(normal, detection_failed)).toBe('failed');
    expect(statusChange(MonitorStatus.flagged, normal)).toBe('recovered');
    expect(statusChange(detection_failed, MonitorStatus.flagged)).toBe('flagged');
  });
});

describe('certificates', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('counts whole days left and fails below the warning line or once expired', () => {
    expect(certificateDaysLeft(new Date('2026-12-27T12:00:00Z'), now)).toBe(30);
    expect(certificateDaysLeft(new Date('2026-11-28T11:00:00Z'), now)).toBe(0);
    expect(certificateDaysLeft(new Date('2026-11-26T12:00:00Z'), now)).toBe(-1);
    expect(certificateVerdict(30, 14)).toBe(ok);
    expect(certificateVerdict(13, 14)).toBe(failed);
    expect(certificateVerdict(-1, 0)).toBe(failed);
    expect(certificateVerdict(0, 0)).toBe(ok);
  });
});

describe('alert subscriptions', () => {
  const subscription = {
    enabled: true,
    on_flagged: true,
    on_failed: false,
    on_recovered: true,
    on_abuse_report: false,
    hosts: '',
    quiet_enabled: true,
    quiet_start: 22,
    quiet_end: 7,
  };

  it('knows quiet hours, across midnight too', () => {
    expect(inQuietHours(23, 22, 7)).toBe(true);
    expect(inQuietHours(3, 22, 7)).toBe(true);
    expect(inQuietHours(7, 22, 7)).toBe(false);
    expect(inQuietHours(12, 9, 18)).toBe(true);
    expect(inQuietHours(18, 9, 18)).toBe(false);
    expect(inQuietHours(5, 5, 5)).toBe(false);
  });

  it('sends only the events, domains and hours a subscription asks for', () => {
    expect(wantsAlert(subscription, 'flagged', 'a.example.com', 12)).toBe(true);
    expect(wantsAlert(subscription, 'failed', 'a.example.com', 12)).toBe(false);
    expect(wantsAlert(subscription, 'flagged', 'a.example.com', 23)).toBe(false);
    expect(wantsAlert({ ...subscription, enabled: false }, 'flagged', 'a.example.com', 12)).toBe(false);
    const someHosts = { ...subscription, hosts: 'b.example.com,\n例子.中国' };
    expect(wantsAlert(someHosts, 'flagged', 'a.example.com', 12)).toBe(false);
    expect(wantsAlert(someHosts, 'flagged', 'b.example.com', 12)).toBe(true);
    expect(wantsAlert(someHosts, 'flagged', 'xn--fsqu00a.xn--fiqs8s', 12)).toBe(true);
  });
});
