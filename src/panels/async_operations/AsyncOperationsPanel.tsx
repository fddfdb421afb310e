import './async-operations.css';
import { AnchorButton, Button, ProgressBar, Tag, Tooltip } from '@blueprintjs/core';
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AsyncOperationStatus } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { useAutoRefresh } from '../../features/codes/use-auto-refresh';
import { RefreshButton } from '../../features/live/RefreshButton';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { formatTime } from '../../ui/format';
import { HTMLSelect } from '../../ui/HTMLSelect';
import { usePagedList } from '../../ui/paged-list/use-paged-list';
import { pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef } from '../../ui/resource/types';
import {
  finishedIds,
  hasRunningJobs,
  isRunning,
  JOB_REFRESH_MS,
  type Job,
  progressValue,
  statusView,
} from './jobs';

const STATUS_FILTERS = [
  AsyncOperationStatus.in_progress,
  AsyncOperationStatus.completed,
  AsyncOperationStatus.abnormal,
] as const;

function JobStatus({ job }: { job: Job }) {
  const view = statusView(job.status);
  return (
    <Tag minimal intent={view.intent} icon={view.icon} className="lc-jobs-status">
      <FormattedMessage id={view.labelKey} />
    </Tag>
  );
}

function JobProgress({ job }: { job: Job }) {
  const view = statusView(job.status);
  const value = progressValue(job);
  return (
    <span className="lc-jobs-progress">
      <ProgressBar
        intent={isRunning(job) ? 'primary' : view.intent}
        value={value}
        animate={isRunning(job)}
        stripes={isRunning(job)}
        className="lc-jobs-bar"
      />
      <span className="lc-jobs-percent">{Math.round(value * 100)}%</span>
    </span>
  );
}

const COLUMNS: ColumnDef<Job>[] = [
  {
    key: 'title',
    titleKey: 'async_operations.column.title',
    render: (row) => (
      <span className="lc-jobs-title">
        <span className="lc-cell-clip" title={row.title}>
          {row.title}
        </span>
        {row.file_name && <span className="lc-jobs-file">{row.file_name}</span>}
      </span>
    ),
  },
  {
    key: 'status',
    titleKey: 'async_operations.column.status',
    width: 100,
    render: (row) => <JobStatus job={row} />,
  },
  {
    key: 'progress',
    titleKey: 'async_operations.column.progress',
    width: 170,
    render: (row) =>
      row.status === AsyncOperationStatus.abnormal ? (
        <span className="lc-jobs-failure lc-cell-clip" title={row.message}>
          {row.message || <FormattedMessage id="async_operations.failed" />}
        </span>
      ) : (
        <JobProgress job={row} />
      ),
  },
  {
    key: 'created_at',
    titleKey: 'async_operations.column.created_at',
    width: 150,
    render: (row, intl) => formatTime(intl, row.created_at),
  },
  {
    key: 'finished_at',
    titleKey: 'async_operations.column.finished_at',
    width: 150,
    render: (row, intl) => formatTime(intl, row.finished_at),
  },
];

/**
 * The caller's background jobs (SPEC §6): exports with their progress, failure reason and file.
 * While one runs the list refreshes itself every few seconds, quietly and only when on screen.
 */
export default function AsyncOperationsPanel() {
  const intl = useIntl();
  const root = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<number | undefined>(undefined);
  const filters = useMemo(() => ({ status: STATUS_FILTERS.find((known) => known === status) }), [status]);
  const list = usePagedList('async_operations/inquire', filters);
  const canRemove = useCan('async_operations/remove');
  const [removing, setRemoving] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  useAutoRefresh(root, list.refreshQuietly, JOB_REFRESH_MS, hasRunningJobs(list.rows));
  const finished = finishedIds(list.rows);

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await api.call('async_operations/remove', { ids: removing });
      showToast('success', intl.formatMessage({ id: 'form.deleted' }, { count: removing.length }));
      setRemoving(null);
      list.reload();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const rowActions = (row: Job) => (
    <>
      {row.download_url && (
        <Tooltip content={intl.formatMessage({ id: 'async_operations.download' })} placement="left">
          <AnchorButton
            variant="minimal"
            size="small"
            intent="primary"
            icon="download"
            href={row.download_url}
            download={row.file_name || true}
            target="_blank"
            rel="noreferrer"
            data-action="async_operations.download"
            aria-label={intl.formatMessage({ id: 'async_operations.download_of' }, { name: row.title })}
          />
        </Tooltip>
      )}
      {canRemove && !isRunning(row) && (
        <Button
          variant="minimal"
          size="small"
          intent="danger"
          icon="trash"
          aria-label={intl.formatMessage({ id: 'action.delete' })}
          onClick={() => setRemoving([row.id])}
        />
      )}
    </>
  );

  return (
    <div className="lc-resource lc-jobs" ref={root}>
      <div className="lc-resource-toolbar">
        <HTMLSelect
          aria-label={intl.formatMessage({ id: 'async_operations.filter_status' })}
          value={status ?? ''}
          onChange={(event) =>
            setStatus(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)
          }
          options={[
            { value: '', label: intl.formatMessage({ id: 'async_operations.filter_status' }) },
            ...STATUS_FILTERS.map((value) => ({
              value,
              label: intl.formatMessage({ id: statusView(value).labelKey }),
            })),
          ]}
        />
        <span className="lc-header-spacer" />
        {hasRunningJobs(list.rows) && (
          <Tag minimal icon="automatic-updates" className="lc-jobs-live">
            <FormattedMessage
              id="async_operations.auto_refresh"
              values={{ seconds: JOB_REFRESH_MS / 1000 }}
            />
          </Tag>
        )}
        <RefreshButton onRefresh={list.reload} />
        {canRemove && (
          <Button
            icon="trash"
            intent="danger"
            variant="outlined"
            disabled={finished.length === 0}
            data-action="async_operations/remove"
            onClick={() => setRemoving(finished)}
          >
            <FormattedMessage id="async_operations.remove_finished" values={{ count: finished.length }} />
          </Button>
        )}
      </div>
      <ResourceTable<Job> columns={COLUMNS} {...pagedTableProps(list)} rowActions={rowActions} />
      <ConfirmAlert
        isOpen={removing !== null}
        intent="danger"
        icon="trash"
        busy={busy}
        confirmKey="action.delete"
        onCancel={() => setRemoving(null)}
        onConfirm={remove}
      >
        <p>
          <FormattedMessage id="async_operations.remove_confirm" values={{ count: removing?.length ?? 0 }} />
        </p>
      </ConfirmAlert>
    </div>
  );
}
