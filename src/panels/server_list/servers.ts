import type { Intent } from '@blueprintjs/core';
import type { CallOutput } from '../../../contract/calls';
import type { LeasedJob } from '../../../contract/enums';
import { secondsBetween } from '../../features/database-health/backend-health';
import type { MessageKey } from '../../i18n/catalogues';

/*
 * What the server list works out from the heartbeats: the line above the table, how long each
 * process has run or has been silent, what its elected jobs are called, and how its Redis-backed
 * ports stand.
 */

export type ServerList = CallOutput<'server_list/inquire'>;
export type ServerRow = ServerList['list'][number];

/**
 * The refresh interval before the first answer says the real one: the server's own beat, so the
 * list is not asked more often than anything in it can change.
 */
export const DEFAULT_BEAT_SECONDS = 10;

/** The line above the table. Down processes report their last figures, so the rate counts only the live ones. */
export type ServerSummary = {
  up: number;
  down: number;
  /** Redirects per second of the processes that are up, together. */
  redirectsPerSecond: number;
  /** Processes up with a Redis-backed port not healthy: each of them decides alone. */
  degraded: number;
};

export function serverSummary(rows: readonly ServerRow[]): ServerSummary {
  const up = rows.filter((row) => row.up);
  const total = up.reduce((sum, row) => sum + row.redirects_per_second, 0);
  return {
    up: up.length,
    down: rows.length - up.length,
    // Each rate is rounded to a tenth; their sum must not show floating-point dust.
    redirectsPerSecond: Math.round(total * 10) / 10,
    degraded: up.filter((row) => portStates(row).some((port) => port.state !== 'healthy')).length,
  };
}

/**
 * How long a process has been silent at the moment the answer arrived, in whole seconds (a beat is
 * no finer). Measured to the answer, so a paused list does not seem to move.
 */
export function silentSeconds(row: Pick<ServerRow, 'beat_at'>, answeredAt: number): number {
  return Math.floor(secondsBetween(row.beat_at, answeredAt) ?? 0);
}

/**
 * How long a process has run: to the answer while it is up, to its last beat once it is down (it
 * stopped running then, as far as anyone knows).
 */
export function runSeconds(
  row: Pick<ServerRow, 'started_at' | 'beat_at' | 'up'>,
  answeredAt: number,
): number {
  const until = row.up ? answeredAt : Date.parse(row.beat_at);
  return Math.floor(secondsBetween(row.started_at, until) ?? 0);
}

/** Every job lease by name; one from a newer server the console does not know is shown as named. */
const JOB_LABELS: Readonly<Record<LeasedJob, MessageKey>> = {
  'chain-watcher': 'server_ui.job.chain_watcher',
  'domain-monitor': 'server_ui.job.domain_monitor',
  'destination-rescreen': 'server_ui.job.destination_rescreen',
  telegram: 'server_ui.job.telegram',
  'code-lifecycle': 'server_ui.job.code_lifecycle',
  'webhook-delivery': 'server_ui.job.webhook_delivery',
  'webhook-visits': 'server_ui.job.webhook_visits',
};

export function jobLabelKey(job: string): MessageKey | null {
  return Object.hasOwn(JOB_LABELS, job) ? JOB_LABELS[job as LeasedJob] : null;
}

/** Whether visits wait in the process's journal for the database: the cell is highlighted then. */
export function hasBacklog(row: Pick<ServerRow, 'backlog_visits' | 'backlog_bytes'>): boolean {
  return row.backlog_visits > 0 || row.backlog_bytes > 0;
}

export type PortName = 'counters' | 'bus' | 'rate_limits';

const PORTS: readonly PortName[] = ['counters', 'bus', 'rate_limits'];

/** One Redis-backed port of a process as its tag shows it. */
export type PortView = {
  port: PortName;
  /** As the server words it: `healthy`, `degraded`, `reconciling`, or a state this console does not know. */
  state: string;
  labelKey: MessageKey;
  /** The state's words, or null for an unknown state (shown as it is). */
  stateKey: MessageKey | null;
  intent: Intent;
  /** What the state means for visits and limits: a hint on the tag. */
  hintKey: MessageKey | null;
};

const PORT_LABELS: Record<PortName, MessageKey> = {
  counters: 'server_ui.port.counters',
  bus: 'server_ui.port.bus',
  rate_limits: 'server_ui.port.rate_limits',
};

const STATE_KEYS: Readonly<Record<string, MessageKey>> = {
  healthy: 'server_ui.state.healthy',
  degraded: 'server_ui.state.degraded',
  reconciling: 'server_ui.state.reconciling',
};

/** What each port's trouble means; a port absent here has no hint for that state. */
const HINTS: Readonly<Record<string, MessageKey>> = {
  'counters/degraded': 'server_ui.hint.counters_degraded',
  'counters/reconciling': 'server_ui.hint.counters_reconciling',
  'bus/degraded': 'server_ui.hint.bus_degraded',
  'rate_limits/degraded': 'server_ui.hint.rate_limits_degraded',
};

function portView(port: PortName, state: string): PortView {
  const known = Object.hasOwn(STATE_KEYS, state);
  return {
    port,
    state,
    labelKey: PORT_LABELS[port],
    stateKey: known ? (STATE_KEYS[state] ?? null) : null,
    // Reconciling is on its way back but not healthy yet: visits are still decided locally.
    intent: state === 'healthy' ? 'success' : 'warning',
    hintKey: HINTS[`${port}/${state}`] ?? null,
  };
}

/** The three Redis-backed ports of a process, in a fixed order. */
export function portStates(row: Pick<ServerRow, PortName>): PortView[] {
  return PORTS.map((port) => portView(port, row[port]));
}

/** The ports that need a word: all healthy is said with one tag rather than three. */
export function troubledPorts(row: Pick<ServerRow, PortName>): PortView[] {
  return portStates(row).filter((view) => view.state !== 'healthy');
}
