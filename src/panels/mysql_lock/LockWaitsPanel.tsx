import { useMemo, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  BackendName,
  BackendState,
  DurationCell,
  IdleTransactionHint,
  SqlBlock,
  SqlCell,
} from '../../features/database-health/backend-cells';
import {
  HEALTH_REFRESH_MS,
  type LockWait,
  leftTransactionOpen,
  lockWaitKey,
  secondsBetween,
} from '../../features/database-health/backend-health';
import { HealthList } from '../../features/database-health/HealthList';
import { useLiveCall } from '../../features/live/use-live-call';
import type { MessageKey } from '../../i18n/catalogues';
import { type Keyed, keyRows } from '../../ui/paged-list/paged-list-state';
import { DetailFields } from '../../ui/resource/DetailFields';
import type { ColumnDef } from '../../ui/resource/types';

type LockRow = Keyed<LockWait>;

/** The blocker as the signal buttons name it: the waiting backend is never the one acted on. */
const blocker = (row: LockWait) => ({
  pid: row.blocking_pid,
  user: row.blocking_user,
  state: row.blocking_state,
});

/** Waits are measured to the moment the answer arrived, so a paused list does not seem to move. */
function lockColumns(answeredAt: number): ColumnDef<LockRow>[] {
  const waited = (row: LockWait) => secondsBetween(row.waiting_since, answeredAt);
  return [
    {
      key: 'blocked',
      titleKey: 'db_health_ui.lock.blocked',
      sortValue: (row) => row.blocked_pid,
      render: (row) => (
        <span className="lc-db-stack">
          <BackendName pid={row.blocked_pid} user={row.blocked_user} />
          <SqlCell sql={row.blocked_sql} />
        </span>
      ),
    },
    {
      key: 'blocking',
      titleKey: 'db_health_ui.lock.blocking',
      sortValue: (row) => row.blocking_pid,
      render: (row) => (
        <span className="lc-db-stack">
          <span className="lc-db-line">
            <BackendName pid={row.blocking_pid} user={row.blocking_user} />
            <BackendState state={row.blocking_state} />
          </span>
          <SqlCell sql={row.blocking_sql} />
        </span>
      ),
    },
    {
      key: 'lock',
      titleKey: 'db_health_ui.lock.lock',
      width: 190,
      sortValue: (row) => row.mode,
      render: (row) => (
        <span className="lc-db-stack">
          <code className="lc-code-cell">{row.mode || '—'}</code>
          <span className="lc-db-muted">{row.lock_type}</span>
        </span>
      ),
    },
    {
      key: 'relation',
      titleKey: 'db_health_ui.lock.relation',
      width: 150,
      sortValue: (row) => row.relation,
      render: (row) => (row.relation ? <code className="lc-code-cell">{row.relation}</code> : '—'),
    },
    {
      key: 'waiting',
      titleKey: 'db_health_ui.lock.waiting',
      width: 160,
      sortValue: (row) => waited(row) ?? -1,
      render: (row) => <DurationCell seconds={waited(row)} since={row.waiting_since} />,
    },
  ];
}

/** One lock wait in full: the lock, the backend holding it (the one to act on), then the one waiting. */
function LockWaitDetail({ wait, answeredAt }: { wait: LockWait; answeredAt: number }) {
  const intl = useIntl();
  const label = (id: MessageKey) => intl.formatMessage({ id });
  return (
    <>
      <DetailFields
        fields={[
          [label('db_health_ui.lock.mode'), <code key="mode">{wait.mode || '—'}</code>],
          [label('db_health_ui.lock.lock_type'), wait.lock_type || '—'],
          [
            label('db_health_ui.lock.relation'),
            wait.relation ? <code key="relation">{wait.relation}</code> : '—',
          ],
          [
            label('db_health_ui.lock.waiting'),
            <DurationCell
              key="waiting"
              seconds={secondsBetween(wait.waiting_since, answeredAt)}
              since={wait.waiting_since}
            />,
          ],
        ]}
      />
      <h4 className="lc-db-detail-heading">
        <FormattedMessage id="db_health_ui.lock.blocking" />
      </h4>
      {leftTransactionOpen(wait.blocking_state) && <IdleTransactionHint />}
      <DetailFields
        fields={[
          [label('db_health_ui.pid'), <code key="pid">{wait.blocking_pid}</code>],
          [label('db_health_ui.user'), wait.blocking_user || '—'],
          [label('db_health_ui.state'), <BackendState key="state" state={wait.blocking_state} />],
        ]}
      />
      <SqlBlock title={label('db_health_ui.sql')} sql={wait.blocking_sql} />
      <h4 className="lc-db-detail-heading">
        <FormattedMessage id="db_health_ui.lock.blocked" />
      </h4>
      <DetailFields
        fields={[
          [label('db_health_ui.pid'), <code key="pid">{wait.blocked_pid}</code>],
          [label('db_health_ui.user'), wait.blocked_user || '—'],
        ]}
      />
      <SqlBlock title={label('db_health_ui.sql')} sql={wait.blocked_sql} />
    </>
  );
}

/**
 * SPEC `mysql_lock`: who waits for a lock and who holds it, from PostgreSQL's views, asked again
 * every few seconds while on screen. The backend to act on is the blocker: a super administrator
 * may cancel its statement or end it, and a blocker idle in a transaction it left open is flagged,
 * since only ending it frees its locks.
 */
export default function LockWaitsPanel() {
  const root = useRef<HTMLDivElement>(null);
  const live = useLiveCall('mysql_lock/inquire', {}, root, HEALTH_REFRESH_MS);
  const list = live.load.status === 'ready' ? live.load.data.list : null;
  const rows = useMemo(() => keyRows(list ?? [], 0), [list]);
  const answeredAt = live.answeredAt ?? 0;
  const columns = useMemo(() => lockColumns(answeredAt), [answeredAt]);
  return (
    <HealthList<LockRow>
      root={root}
      live={live}
      intervalMs={HEALTH_REFRESH_MS}
      rows={rows}
      columns={columns}
      embeddedKey="db_health_ui.lock.embedded"
      empty={{
        title: <FormattedMessage id="db_health_ui.lock.empty_title" />,
        description: <FormattedMessage id="db_health_ui.lock.empty_description" />,
      }}
      target={blocker}
      // One waiter may wait for several holders: the pair names the row across refreshes.
      sameRow={(a, b) => lockWaitKey(a) === lockWaitKey(b)}
      detail={{
        titleKey: 'db_health_ui.lock.detail_title',
        goneKey: 'db_health_ui.lock.gone',
        render: (row) => <LockWaitDetail wait={row} answeredAt={answeredAt} />,
      }}
    />
  );
}
