import { type Intent, Tag, Tooltip } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDuration } from '../../features/database-health/backend-health';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../../ui/format';
import {
  hasBacklog,
  jobLabelKey,
  type PortView,
  runSeconds,
  type ServerRow,
  type ServerSummary,
  silentSeconds,
  troubledPorts,
} from './servers';

/**
 * A tag that explains itself on hover and on keyboard focus, and to screen readers: for states
 * whose consequence is not in the word (a degraded port, a journal backlog).
 */
function HintTag({
  hint,
  intent,
  icon,
  children,
}: {
  hint: string;
  intent: Intent;
  icon?: IconName;
  children: ReactNode;
}) {
  return (
    <Tooltip content={<span className="lc-servers-hint">{hint}</span>} placement="top">
      <Tag minimal intent={intent} icon={icon} tabIndex={0} aria-description={hint}>
        {children}
      </Tag>
    </Tooltip>
  );
}

/** A figure a down process last reported: still shown, but muted, since it no longer holds. */
function Figure({ row, children }: { row: ServerRow; children: ReactNode }) {
  return (
    <span className={row.up ? 'lc-servers-figure' : 'lc-servers-figure lc-servers-stale'}>{children}</span>
  );
}

/** The process by its name, with the address it listens on beneath. */
export function ProcessCell({ row }: { row: ServerRow }) {
  return (
    <span className="lc-servers-stack">
      <strong className="lc-servers-name">{row.name}</strong>
      <code className="lc-servers-address">
        {row.host}:{row.port}
      </code>
    </span>
  );
}

/** Up or down; a down process says how long it has been silent, in the danger colour. */
export function StatusCell({ row, answeredAt }: { row: ServerRow; answeredAt: number }) {
  const intl = useIntl();
  const lastBeat = intl.formatMessage({ id: 'server_ui.beat_at' }, { time: formatTime(intl, row.beat_at) });
  if (row.up) {
    return (
      <Tag minimal intent="success" icon="tick-circle" title={lastBeat}>
        <FormattedMessage id="server_ui.up" />
      </Tag>
    );
  }
  return (
    <span className="lc-servers-stack" title={lastBeat}>
      <Tag intent="danger" icon="error" className="lc-servers-down">
        <FormattedMessage id="server_ui.down" />
      </Tag>
      <span className="lc-servers-silent">
        <FormattedMessage
          id="server_ui.last_beat"
          values={{ ago: formatDuration(intl, silentSeconds(row, answeredAt)) }}
        />
      </span>
    </span>
  );
}

/** How long the process has run (or ran, once down), with when it started beneath. */
export function UptimeCell({ row, answeredAt }: { row: ServerRow; answeredAt: number }) {
  const intl = useIntl();
  const length = formatDuration(intl, runSeconds(row, answeredAt));
  return (
    <span className="lc-servers-stack">
      <span className={row.up ? 'lc-servers-figure' : 'lc-servers-figure lc-servers-stale'}>
        {row.up ? length : <FormattedMessage id="server_ui.ran_for" values={{ duration: length }} />}
      </span>
      <span className="lc-servers-muted">
        <FormattedMessage id="server_ui.started_at" values={{ time: formatTime(intl, row.started_at) }} />
      </span>
    </span>
  );
}

/** The jobs this process is the elected node of; the ones the console knows by name are named. */
export function JobsCell({ row }: { row: ServerRow }) {
  if (row.jobs.length === 0) return <span className="lc-servers-muted">—</span>;
  return (
    <span className="lc-servers-tags">
      {row.jobs.map((job) => {
        const key = jobLabelKey(job);
        return (
          <Tag key={job} minimal icon="crown" title={job}>
            {key ? <FormattedMessage id={key} /> : job}
          </Tag>
        );
      })}
    </span>
  );
}

/** A number of megabytes as people read it: `182 MB`, `0.25 MB`. */
function megabytes(intl: ReturnType<typeof useIntl>, value: number): string {
  return intl.formatNumber(value, {
    style: 'unit',
    unit: 'megabyte',
    unitDisplay: 'short',
    maximumFractionDigits: value < 1 ? 2 : value < 100 ? 1 : 0,
  });
}

export function RateCell({ row }: { row: ServerRow }) {
  const intl = useIntl();
  return (
    <Figure row={row}>{intl.formatNumber(row.redirects_per_second, { maximumFractionDigits: 1 })}</Figure>
  );
}

export function MemoryCell({ row }: { row: ServerRow }) {
  const intl = useIntl();
  return <Figure row={row}>{megabytes(intl, row.rss_mb)}</Figure>;
}

/**
 * Visits answered and journaled but not yet in the database: nothing when the writer keeps up,
 * highlighted with its size and age when it does not.
 */
export function BacklogCell({ row }: { row: ServerRow }) {
  const intl = useIntl();
  if (!hasBacklog(row)) {
    return (
      <span className="lc-servers-muted">
        <FormattedMessage id="server_ui.backlog.none" />
      </span>
    );
  }
  return (
    <span className="lc-servers-stack">
      <HintTag hint={intl.formatMessage({ id: 'server_ui.backlog.hint' })} intent="warning" icon="inbox-geo">
        <FormattedMessage
          id="server_ui.backlog.size"
          values={{
            count: row.backlog_visits,
            size: megabytes(intl, row.backlog_bytes / 1_048_576),
          }}
        />
      </HintTag>
      <span className="lc-servers-muted lc-servers-wrap">
        <FormattedMessage
          id="server_ui.backlog.oldest"
          values={{ age: formatDuration(intl, Math.floor(row.backlog_oldest_seconds)) }}
        />
      </span>
    </span>
  );
}

function PortTag({ view }: { view: PortView }) {
  const intl = useIntl();
  // Giving counts back is on its way to healthy: the same colour, told apart by its icon.
  const icon: IconName = view.state === 'reconciling' ? 'refresh' : 'warning-sign';
  const label = (
    <FormattedMessage
      id="server_ui.port_state"
      values={{
        port: intl.formatMessage({ id: view.labelKey }),
        state: view.stateKey ? intl.formatMessage({ id: view.stateKey }) : view.state,
      }}
    />
  );
  if (!view.hintKey) {
    return (
      <Tag minimal intent={view.intent} icon={icon}>
        {label}
      </Tag>
    );
  }
  return (
    <HintTag hint={intl.formatMessage({ id: view.hintKey })} intent={view.intent} icon={icon}>
      {label}
    </HintTag>
  );
}

/**
 * The Redis-backed ports: one quiet tag while all are healthy, else a tag per port that is not,
 * each saying on hover what that means for visits and limits.
 */
export function PortsCell({ row }: { row: ServerRow }) {
  const intl = useIntl();
  const troubled = troubledPorts(row);
  if (troubled.length === 0) {
    return (
      <Tag
        minimal
        intent="success"
        icon="tick"
        title={intl.formatMessage({ id: 'server_ui.port.all_healthy_hint' })}
      >
        <FormattedMessage id="server_ui.port.all_healthy" />
      </Tag>
    );
  }
  return (
    <span className="lc-servers-tags">
      {troubled.map((view) => (
        <PortTag key={view.port} view={view} />
      ))}
    </span>
  );
}

/**
 * The line above the table: how many processes are up and down, what the live ones redirect
 * together, and how many decide alone because Redis is degraded.
 */
export function SummaryLine({ summary }: { summary: ServerSummary }) {
  const intl = useIntl();
  const count = (id: MessageKey, value: number) => <FormattedMessage id={id} values={{ count: value }} />;
  return (
    <span className="lc-servers-summary" data-testid="server-summary">
      <Tag minimal intent="success" icon="tick-circle">
        {count('server_ui.summary.up', summary.up)}
      </Tag>
      <Tag
        minimal={summary.down === 0}
        intent={summary.down > 0 ? 'danger' : 'none'}
        icon={summary.down > 0 ? 'error' : undefined}
      >
        {count('server_ui.summary.down', summary.down)}
      </Tag>
      <span className="lc-servers-rate">
        <FormattedMessage
          id="server_ui.summary.rate"
          values={{ rate: intl.formatNumber(summary.redirectsPerSecond, { maximumFractionDigits: 1 }) }}
        />
      </span>
      {summary.degraded > 0 && (
        <HintTag
          hint={intl.formatMessage({ id: 'server_ui.summary.degraded_hint' })}
          intent="warning"
          icon="warning-sign"
        >
          {count('server_ui.summary.degraded', summary.degraded)}
        </HintTag>
      )}
    </span>
  );
}
