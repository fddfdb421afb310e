import './database-health.css';
import { type ReactNode, type RefObject, useState } from 'react';
import type { MessageKey } from '../../i18n/catalogues';
import { ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef } from '../../ui/resource/types';
import { useLocalTable } from '../../ui/resource/use-local-table';
import { LiveToolbar } from '../live/LiveToolbar';
import type { LiveCall } from '../live/use-live-call';
import { ViewButton } from './backend-cells';
import { EmbeddedCallout } from './EmbeddedCallout';
import { HealthDrawer } from './HealthDrawer';
import { type SignalTarget, useBackendSignals } from './use-backend-signals';

export type HealthListProps<Row extends { id: number }> = {
  /** The panel's root, which the refresh timer watches to ask only while on screen. */
  root: RefObject<HTMLDivElement | null>;
  live: LiveCall<{ embedded: boolean }>;
  intervalMs: number;
  rows: readonly Row[];
  columns: ColumnDef<Row>[];
  /** The panel's own filters, at the start of the toolbar. */
  filters?: ReactNode;
  /** What the callout says when the embedded database answered. */
  embeddedKey: MessageKey;
  empty: { title: ReactNode; description: ReactNode };
  /** The backend a row's buttons act on: the blocker of a lock wait, the runner of a statement. */
  target(row: Row): SignalTarget;
  /** Whether two rows of different answers are the same thing, so the open detail follows it. */
  sameRow(a: Row, b: Row): boolean;
  detail: { titleKey: MessageKey; goneKey: MessageKey; render(row: Row): ReactNode };
};

/**
 * A database-health list as both panels draw it: the self-refreshing toolbar, the embedded
 * database's callout, the table (sorted and paged on the loaded rows, since the server answers
 * the whole list) with a detail button and the signal buttons in each row, the detail beside it,
 * and the question before a signal. The panels say only what differs: the call, columns, detail.
 */
export function HealthList<Row extends { id: number }>(props: HealthListProps<Row>) {
  const { live, rows, target } = props;
  const signals = useBackendSignals(live.reload);
  const table = useLocalTable(live.load, rows, props.columns, live.reload);
  const [viewing, setViewing] = useState<Row | null>(null);
  const current = viewing ? rows.find((row) => props.sameRow(row, viewing)) : undefined;
  const shown = current ?? viewing;
  return (
    <div className="lc-resource lc-db" ref={props.root}>
      <LiveToolbar live={live} intervalMs={props.intervalMs}>
        {props.filters}
      </LiveToolbar>
      {live.load.status === 'ready' && live.load.data.embedded && (
        <EmbeddedCallout messageKey={props.embeddedKey} />
      )}
      <ResourceTable<Row>
        columns={props.columns}
        {...table}
        empty={props.empty}
        onRowOpen={setViewing}
        openRowId={current?.id}
        rowActions={(row) => (
          <>
            <ViewButton onClick={() => setViewing(row)} />
            {signals.buttons(target(row))}
          </>
        )}
      />
      <HealthDrawer
        isOpen={viewing !== null}
        onClose={() => setViewing(null)}
        titleKey={props.detail.titleKey}
        goneKey={props.detail.goneKey}
        gone={viewing !== null && current === undefined && live.load.status === 'ready'}
        actions={shown && signals.canSignal ? signals.buttons(target(shown), true) : undefined}
      >
        {shown && props.detail.render(shown)}
      </HealthDrawer>
      {signals.dialog}
    </div>
  );
}
