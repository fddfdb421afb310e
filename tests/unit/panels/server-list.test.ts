import { describe, expect, it } from 'vitest';
import { LEASED_JOBS, LOCALES } from '../../../contract/enums';
import { catalogues } from '../../../src/i18n/catalogues';
import {
  hasBacklog,
  jobLabelKey,
  portStates,
  runSeconds,
  type ServerRow,
  serverSummary,
  silentSeconds,
  troubledPorts,
} from '../../../src/panels/server_list/servers';

const ANSWERED_AT = Date.UTC(2026, 10, 27, 12, 0, 0);
const secondsBefore = (seconds: number) => new Date(ANSWERED_AT - seconds * 1000).toISOString();

function row(fields: Partial<ServerRow> = {}): ServerRow {
  return {
    name: 'web-1',
    host: 'lc-web-1',
    port: 3000,
    version: '0.1.0',
    started_at: secondsBefore(3600),
    beat_at: secondsBefore(4),
    up: true,
    jobs: [],
    redirects_per_second: 0,
    backlog_visits: 0,
    backlog_bytes: 0,
    backlog_oldest_seconds: 0,
    rss_mb: 180,
    counters: 'healthy',
    bus: 'healthy',
    rate_limits: 'healthy',
    ...fields,
  };
}

describe('the server summary', () => {
  it('counts processes up and down and adds the redirects of the live ones only', () => {
    const summary = serverSummary([
      row({ redirects_per_second: 412.6 }),
      row({ name: 'web-2', redirects_per_second: 398.2 }),
      row({ name: 'web-3', up: false, redirects_per_second: 402.1 }),
    ]);
    expect(summary).toEqual({ up: 2, down: 1, redirectsPerSecond: 810.8, degraded: 0 });
  });

  it('shows no floating-point dust in the total', () => {
    expect(
      serverSummary([row({ redirects_per_second: 0.1 }), row({ redirects_per_second: 0.2 })]),
    ).toMatchObject({ redirectsPerSecond: 0.3 });
  });

  it('counts the live processes that decide alone, not the down ones', () => {
    const summary = serverSummary([
      row({ counters: 'degraded', bus: 'degraded' }),
      row({ name: 'web-2', counters: 'reconciling' }),
      row({ name: 'web-3', up: false, rate_limits: 'degraded' }),
      row({ name: 'web-4' }),
    ]);
    expect(summary.degraded).toBe(2);
  });

  it('is all zeros for an empty list', () => {
    expect(serverSummary([])).toEqual({ up: 0, down: 0, redirectsPerSecond: 0, degraded: 0 });
  });
});

describe('durations of a process', () => {
  it('measures the silence to the answer, in whole seconds', () => {
    expect(silentSeconds(row({ beat_at: secondsBefore(160.7) }), ANSWERED_AT)).toBe(160);
  });

  it('never reads a beat from a clock a little ahead as a negative silence', () => {
    expect(silentSeconds(row({ beat_at: secondsBefore(-2) }), ANSWERED_AT)).toBe(0);
  });

  it('counts a live process’s uptime to the answer', () => {
    expect(runSeconds(row({ started_at: secondsBefore(90_061) }), ANSWERED_AT)).toBe(90_061);
  });

  it('counts a down process’s run only to its last beat', () => {
    const down = row({ up: false, started_at: secondsBefore(3760), beat_at: secondsBefore(160) });
    expect(runSeconds(down, ANSWERED_AT)).toBe(3600);
  });
});

describe('elected jobs', () => {
  it('names every job a server can be elected for, in every language', () => {
    for (const job of LEASED_JOBS) {
      const key = jobLabelKey(job);
      expect(key, job).not.toBeNull();
      for (const locale of LOCALES) expect(catalogues[locale][key ?? ''], `${locale} ${job}`).toBeTruthy();
    }
  });

  it('leaves any other job as the server names it', () => {
    expect(jobLabelKey('report-mailer')).toBeNull();
    expect(jobLabelKey('constructor')).toBeNull();
  });
});

describe('journal backlog', () => {
  it('is highlighted when visits or bytes wait, and not when the writer keeps up', () => {
    expect(hasBacklog(row())).toBe(false);
    expect(hasBacklog(row({ backlog_visits: 3, backlog_bytes: 4096 }))).toBe(true);
    expect(hasBacklog(row({ backlog_bytes: 4096 }))).toBe(true);
  });
});

describe('Redis ports', () => {
  it('lists the three ports in a fixed order, all quiet while healthy', () => {
    expect(portStates(row()).map((view) => [view.port, view.intent, view.hintKey])).toEqual([
      ['counters', 'success', null],
      ['bus', 'success', null],
      ['rate_limits', 'success', null],
    ]);
    expect(troubledPorts(row())).toEqual([]);
  });

  it('explains on every degraded port what deciding alone means', () => {
    const troubled = troubledPorts(row({ counters: 'degraded', bus: 'degraded', rate_limits: 'degraded' }));
    expect(troubled.map((view) => view.intent)).toEqual(['warning', 'warning', 'warning']);
    for (const view of troubled) {
      expect(view.hintKey, view.port).not.toBeNull();
      for (const locale of LOCALES) expect(catalogues[locale][view.hintKey ?? '']).toBeTruthy();
    }
    expect(catalogues['en-US'][troubled[0]?.hintKey ?? '']).toMatch(/threshold may overshoot/);
  });

  it('shows counters giving their counts back as not healthy yet, with what that means', () => {
    const [counters] = troubledPorts(row({ counters: 'reconciling' }));
    expect(counters).toMatchObject({
      port: 'counters',
      intent: 'warning',
      stateKey: 'server_ui.state.reconciling',
      hintKey: 'server_ui.hint.counters_reconciling',
    });
  });

  it('shows a state it does not know as the server words it, as a warning', () => {
    const [bus] = troubledPorts(row({ bus: 'flapping' }));
    expect(bus).toMatchObject({
      port: 'bus',
      state: 'flapping',
      stateKey: null,
      intent: 'warning',
      hintKey: null,
    });
  });
});
