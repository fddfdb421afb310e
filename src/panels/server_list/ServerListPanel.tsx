import './server-list.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LiveToolbar } from '../../features/live/LiveToolbar';
import { useLiveCall } from '../../features/live/use-live-call';
import { type Keyed, keyRows } from '../../ui/paged-list/paged-list-state';
import { ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef } from '../../ui/resource/types';
import { useLocalTable } from '../../ui/resource/use-local-table';
import {
  BacklogCell,
  JobsCell,
  MemoryCell,
  PortsCell,
  ProcessCell,
  RateCell,
  StatusCell,
  SummaryLine,
  UptimeCell,
} from './server-cells';
import { DEFAULT_BEAT_SECONDS, type ServerRow, serverSummary } from './servers';

type Row = Keyed<ServerRow>;

/**
 * What tells of trouble comes first (up or down, Redis, the journal), so a narrow dock shows it
 * without scrolling; what describes the process (jobs, uptime, version) comes last. Durations are
 * measured to the moment the answer arrived, so a paused list does not seem to move.
 */
function serverColumns(answeredAt: number): ColumnDef<Row>[] {
  return [
    {
      key: 'name',
      titleKey: 'server_ui.column.process',
      sortValue: (row) => row.name,
      render: (row) => <ProcessCell row={row} />,
    },
    {
      key: 'status',
      titleKey: 'server_ui.column.status',
      width: 150,
      render: (row) => <StatusCell row={row} answeredAt={answeredAt} />,
    },
    { key: 'ports', titleKey: 'server_ui.column.ports', render: (row) => <PortsCell row={row} /> },
    {
      key: 'backlog',
      titleKey: 'server_ui.column.backlog',
      width: 170,
      render: (row) => <BacklogCell row={row} />,
    },
    {
      key: 'redirects',
      titleKey: 'server_ui.column.redirects',
      width: 90,
      align: 'right',
      render: (row) => <RateCell row={row} />,
    },
    {
      key: 'memory',
      titleKey: 'server_ui.column.memory',
      width: 80,
      align: 'right',
      render: (row) => <MemoryCell row={row} />,
    },
    { key: 'jobs', titleKey: 'server_ui.column.jobs', render: (row) => <JobsCell row={row} /> },
    {
      key: 'uptime',
      titleKey: 'server_ui.column.uptime',
      width: 160,
      render: (row) => <UptimeCell row={row} answeredAt={answeredAt} />,
    },
    {
      key: 'version',
      titleKey: 'server_ui.column.version',
      width: 80,
      render: (row) => <code className="lc-code-cell">{row.version}</code>,
    },
  ];
}

/**
 * SPEC `server_list`: every process of the deployment by its last heartbeat — up or down, the jobs
 * it was elected for, what it redirects, what waits in its journal, its memory and its Redis-backed
 * ports — asked again at the beat the server names while on screen, with a pause for reading.
 */
export default function ServerListPanel() {
  const root = useRef<HTMLDivElement>(null);
  const [beatSeconds, setBeatSeconds] = useState(DEFAULT_BEAT_SECONDS);
  const live = useLiveCall('server_list/inquire', {}, root, beatSeconds * 1000);
  const answer = live.load.status === 'ready' ? live.load.data : null;
  // The server names its beat: the list is asked as often as the heartbeats can change it.
  const answeredBeat = answer?.beat_seconds;
  useEffect(() => {
    if (answeredBeat !== undefined && answeredBeat > 0) setBeatSeconds(answeredBeat);
  }, [answeredBeat]);

  const rows = useMemo(() => keyRows(answer?.list ?? [], 0), [answer]);
  const summary = useMemo(() => serverSummary(rows), [rows]);
  const answeredAt = live.answeredAt ?? 0;
  const columns = useMemo(() => serverColumns(answeredAt), [answeredAt]);
  const table = useLocalTable(live.load, rows, columns, live.reload);

  return (
    <div className="lc-resource lc-servers" ref={root}>
      <LiveToolbar live={live} intervalMs={beatSeconds * 1000}>
        {answer && rows.length > 0 && <SummaryLine summary={summary} />}
      </LiveToolbar>
      <ResourceTable<Row>
        columns={columns}
        {...table}
        empty={{
          title: <FormattedMessage id="server_ui.empty_title" />,
          description: (
            <FormattedMessage id="server_ui.empty_description" values={{ seconds: beatSeconds }} />
          ),
        }}
      />
    </div>
  );
}
