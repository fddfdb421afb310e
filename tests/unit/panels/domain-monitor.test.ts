import { describe, expect, it } from 'vitest';
import { CheckVerdict, MonitorStatus, ShieldAction } from '../../../contract/enums';
import { intlFor } from '../../../src/core/i18n/intl';
import { checkNowAction, type MonitorRow } from '../../../src/features/domains/monitor-columns';
import { checkOutcome, historyCounts } from '../../../src/features/domains/monitor-history';
import { effectiveAction, startsPausing } from '../../../src/panels/shield_configuration/shield-actions';
import {
  botStartLink,
  formatCountdown,
  secondsLeft,
} from '../../../src/panels/telegram_bot_binding/bind-code';

const point = (verdict: (typeof CheckVerdict)[keyof typeof CheckVerdict], latency_ms: number) => ({
  at: '2026-11-21T06:40:00.000Z',
  verdict,
  latency_ms,
});

function row(id: number, host: string): MonitorRow {
  return {
    id,
    host,
    unicode_host: host,
    type: 1,
    owner_id: 12,
    owner_account: 'xinyue_ops',
    monitor_status: MonitorStatus.normal,
    monitor_reason: null,
    failures: 0,
    certificate_days: 30,
    checked_at: null,
    code_count: 0,
    history: [],
  };
}

describe('a domain’s recent rounds', () => {
  it('counts each verdict and averages the answer time', () => {
    expect(
      historyCounts([
        point(CheckVerdict.ok, 100),
        point(CheckVerdict.flagged, 300),
        point(CheckVerdict.failed, 10_000),
        point(CheckVerdict.ok, 201),
      ]),
    ).toEqual({ ok: 2, flagged: 1, failed: 1, averageLatency: 2650 });
  });

  it('has no average without rounds', () => {
    expect(historyCounts([])).toEqual({ ok: 0, flagged: 0, failed: 0, averageLatency: null });
  });
});

describe('check now', () => {
  const rows = [row(3, 'qr.example.cn'), row(7, 'u6k.cn'), row(8, 'dwz.example.cn')];
  const hosts = new Map(rows.map((entry) => [entry.id, entry.host]));

  it('names the domains that are not normal, by host', () => {
    const outcome = checkOutcome(
      {
        list: [
          { id: 3, monitor_status: MonitorStatus.normal, monitor_reason: null },
          { id: 7, monitor_status: MonitorStatus.flagged, monitor_reason: 'blocked in WeChat' },
          { id: 99, monitor_status: MonitorStatus.detection_failed, monitor_reason: null },
        ],
      },
      hosts,
    );
    expect(outcome).toEqual({
      normal: 1,
      problems: [
        { host: 'u6k.cn', status: MonitorStatus.flagged, reason: 'blocked in WeChat' },
        { host: '#99', status: MonitorStatus.detection_failed, reason: null },
      ],
    });
  });

  it('says a lone normal domain by name, and warns with the reasons otherwise', () => {
    const action = checkNowAction('domain_monitor/check');
    const intl = intlFor('en-US');
    const fine = { list: [{ id: 3, monitor_status: MonitorStatus.normal, monitor_reason: null }] };
    expect(action.doneMessage?.(fine, [rows[0] as MonitorRow], intl)).toEqual({
      kind: 'success',
      message: 'qr.example.cn is normal',
    });
    const mixed = {
      list: [
        { id: 3, monitor_status: MonitorStatus.normal, monitor_reason: null },
        { id: 7, monitor_status: MonitorStatus.flagged, monitor_reason: 'blocked in WeChat' },
      ],
    };
    const answer = action.doneMessage?.(mixed, rows, intl);
    expect(answer?.kind).toBe('warning');
    expect(answer?.message).toContain('u6k.cn: Blocked (blocked in WeChat)');
  });

  it('takes no more domains at once than the contract', () => {
    expect(checkNowAction('admin_domain_monitor/check').limit?.max).toBe(20);
  });
});

describe('the flagged-domain policy', () => {
  it('follows the platform default for operators without a setting', () => {
    expect(effectiveAction(0, ShieldAction.pause)).toBe(ShieldAction.pause);
    expect(effectiveAction(ShieldAction.keep_serving, ShieldAction.pause)).toBe(ShieldAction.keep_serving);
  });

  it('asks only before a change that starts pausing', () => {
    expect(startsPausing(ShieldAction.keep_serving, ShieldAction.pause)).toBe(true);
    expect(startsPausing(ShieldAction.pause, ShieldAction.pause)).toBe(false);
    expect(startsPausing(ShieldAction.pause, ShieldAction.keep_serving)).toBe(false);
  });
});

describe('a Telegram binding code', () => {
  const now = Date.parse('2026-11-21T06:40:00.000Z');

  it('counts down in whole seconds and stops at zero', () => {
    expect(secondsLeft('2026-11-21T06:50:00.000Z', now)).toBe(600);
    expect(secondsLeft('2026-11-21T06:40:00.500Z', now)).toBe(1);
    expect(secondsLeft('2026-11-21T06:30:00.000Z', now)).toBe(0);
    expect(secondsLeft('not a time', now)).toBe(0);
  });

  it('shows the countdown as minutes and seconds', () => {
    expect(formatCountdown(600)).toBe('10:00');
    expect(formatCountdown(67)).toBe('1:07');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('links to the bot with the code as its start parameter', () => {
    expect(botStartLink('@qrlive_alert_bot', 'LC7F3K9Q')).toBe(
      'https://t.me/qrlive_alert_bot?start=LC7F3K9Q',
    );
  });
});
