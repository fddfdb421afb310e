import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PanelProps } from '../../core/panels/types';
import {
  BackendState,
  DurationCell,
  IdleTransactionHint,
  SqlBlock,
  SqlCell,
} from '../../features/database-health/backend-cells';
import {
  formatDuration,
  HEALTH_REFRESH_MS,
  leftTransactionOpen,
  MIN_SECONDS_CHOICES,
  type MinSeconds,
  minSecondsOf,
  type SlowStatement,
} from '../../features/database-health/backend-health';
import { HealthList } from '../../features/database-health/HealthList';
import { saveTabConfig } from '../../features/live/tab-config';
import { useLiveCall } from '../../features/live/use-live-call';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../../ui/format';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { DetailFields } from '../../ui/resource/DetailFields';
import type { ColumnDef } from '../../ui/resource/types';

/** A backend runs one statement at a time, so its pid names the row. */
type SlowRow = SlowStatement & { id: number };

const target = (row: SlowStatement) => ({ pid: row.pid, user: row.user, state: row.state });

const mono = (text: string) => (text ? <code className="lc-code-cell">{text}</code> : '—');

const COLUMNS: ColumnDef<SlowRow>[] = [
  {
    key: 'pid',
    titleKey: 'db_health_ui.pid',
    width: 80,
    sortValue: (row) => row.pid,
    render: (row) => <code className="lc-code-cell">{row.pid}</code>,
  },
  { key: 'user', titleKey: 'db_health_ui.user', width: 110, sortValue: (row) => row.user },
  {
    key: 'client_address',
    titleKey: 'db_health_ui.slow.client_address',
    width: 130,
    sortValue: (row) => row.client_address,
    render: (row) => mono(row.client_address),
  },
  { key: 'database', titleKey: 'db_health_ui.slow.database', width: 110, sortValue: (row) => row.database },
  {
    key: 'state',
    titleKey: 'db_health_ui.state',
    width: 160,
    sortValue: (row) => row.state,
    render: (row) => <BackendState state={row.state} />,
  },
  {
    key: 'seconds',
    titleKey: 'db_health_ui.slow.seconds',
    width: 120,
    sortValue: (row) => row.seconds,
    render: (row, intl) => <strong className="lc-db-seconds">{formatDuration(intl, row.seconds)}</strong>,
  },
  { key: 'sql', titleKey: 'db_health_ui.sql', render: (row) => <SqlCell sql={row.sql} /> },
  {
    key: 'started_at',
    titleKey: 'db_health_ui.slow.started_at',
    width: 150,
    sortValue: (row) => row.started_at ?? '',
    render: (row, intl) => formatTime(intl, row.started_at),
  },
];

/** One statement in full: who runs it from where, how long, and its whole text. */
function SlowStatementDetail({ statement }: { statement: SlowStatement }) {
  const intl = useIntl();
  const label = (id: MessageKey) => intl.formatMessage({ id });
  return (
    <>
      {leftTransactionOpen(statement.state) && <IdleTransactionHint />}
      <DetailFields
        fields={[
          [label('db_health_ui.pid'), <code key="pid">{statement.pid}</code>],
          [label('db_health_ui.user'), statement.user || '—'],
          [label('db_health_ui.slow.client_address'), mono(statement.client_address)],
          [label('db_health_ui.slow.database'), statement.database || '—'],
          [label('db_health_ui.state'), <BackendState key="state" state={statement.state} />],
          [
            label('db_health_ui.slow.seconds'),
            <DurationCell key="seconds" seconds={statement.seconds} since={statement.started_at} />,
          ],
        ]}
      />
      <SqlBlock title={label('db_health_ui.sql')} sql={statement.sql} />
    </>
  );
}

/**
 * SPEC `mysql_time_consuming`: statements running longer than a threshold the tab keeps, longest
 * first, asked again every few seconds while on screen. A super administrator may cancel one or
 * end its backend; a backend idle in a transaction it left open is flagged, since it holds its
 * locks while running nothing.
 */
export default function SlowStatementsPanel({ tabId, config }: PanelProps) {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const [minSeconds, setMinSeconds] = useState<MinSeconds>(() => minSecondsOf(config));
  const live = useLiveCall(
    'mysql_time_consuming/inquire',
    { min_seconds: minSeconds },
    root,
    HEALTH_REFRESH_MS,
  );
  const list = live.load.status === 'ready' ? live.load.data.list : null;
  const rows = useMemo(() => (list ?? []).map((row) => ({ ...row, id: row.pid })), [list]);

  const pickMinSeconds = (value: MinSeconds) => {
    setMinSeconds(value);
    saveTabConfig(tabId, { ...config, min_seconds: value });
  };

  return (
    <HealthList<SlowRow>
      root={root}
      live={live}
      intervalMs={HEALTH_REFRESH_MS}
      rows={rows}
      columns={COLUMNS}
      filters={
        <HTMLSelect
          aria-label={intl.formatMessage({ id: 'db_health_ui.slow.threshold' })}
          value={minSeconds}
          onChange={(event) =>
            pickMinSeconds(minSecondsOf({ min_seconds: Number(event.currentTarget.value) }))
          }
          options={MIN_SECONDS_CHOICES.map((value) => ({
            value,
            label: intl.formatMessage(
              { id: 'db_health_ui.slow.longer_than' },
              { duration: formatDuration(intl, value) },
            ),
          }))}
        />
      }
      embeddedKey="db_health_ui.slow.embedded"
      empty={{
        title: <FormattedMessage id="db_health_ui.slow.empty_title" />,
        description: (
          <FormattedMessage
            id="db_health_ui.slow.empty_description"
            values={{ duration: formatDuration(intl, minSeconds) }}
          />
        ),
      }}
      target={target}
      sameRow={(a, b) => a.pid === b.pid}
      detail={{
        titleKey: 'db_health_ui.slow.detail_title',
        goneKey: 'db_health_ui.slow.gone',
        render: (row) => <SlowStatementDetail statement={row} />,
      }}
    />
  );
}
