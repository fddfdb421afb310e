import './access-records.css';
import {
  Button,
  Callout,
  Classes,
  Dialog,
  Menu,
  MenuItem,
  PopoverNext,
  SegmentedControl,
} from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { useDialogStyle } from '../../ui/dialog';
import { useFilterValues } from '../../ui/paged-list/use-filter-values';
import { usePagedList } from '../../ui/paged-list/use-paged-list';
import { FilterBar } from '../../ui/resource/FilterBar';
import { pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import type { FilterDef } from '../../ui/resource/types';
import { ZoneTag } from '../../ui/SiteZone';
import { RefreshButton } from '../live/RefreshButton';
import { CodeIps } from './CodeIps';
import { accessRecordsFilters, exportInput } from './filter-input';
import { showJobStarted } from './job-toast';
import { visitColumns } from './visit-columns';
import { ACCESS_STATUS_OPTIONS } from './visit-labels';

export type AccessRecordsCode = { id: number; name: string; file_name: string };

const TIME_RANGE: FilterDef = {
  kind: 'daterange',
  startName: 'start_time',
  endName: 'end_time',
  labelKey: 'access_records.filter_time',
};

const FILTERS: FilterDef[] = [
  { kind: 'search', name: 'ip', placeholderKey: 'access_records.filter_ip' },
  {
    kind: 'select',
    name: 'access_status',
    labelKey: 'access_records.filter_status',
    options: ACCESS_STATUS_OPTIONS,
  },
  TIME_RANGE,
];

/** The visits one by one, or the distinct addresses they came from. */
type View = 'records' | 'ips';

const COLUMNS = visitColumns();

type Busy = 'export' | 'clear' | 'restore' | null;

/**
 * The recorded visits of one of the owner's codes (SPEC §6), opened from the code list: filters,
 * pages, and the owner's tools on them — export to a file (a background job), clear them from the
 * lists, bring cleared ones back. Each tool shows only when the role holds its call.
 */
export function AccessRecordsDialog({ code, onClose }: { code: AccessRecordsCode; onClose(): void }) {
  const intl = useIntl();
  const style = useDialogStyle();
  const [values, setValue] = useFilterValues({});
  const filters = useMemo(() => accessRecordsFilters(code.id, values), [code.id, values]);
  const list = usePagedList('qr_code_access/inquire', filters);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [view, setView] = useState<View>('records');
  const can = {
    ips: useCan('qr_code_list/get_ip'),
    export: useCan('qr_code_access/export_access_records'),
    clear: useCan('qr_code_access/clear_record'),
    restore: useCan('qr_code_access/user_restore_access_records'),
  };
  const cleared = list.state.status === 'ready' ? list.state.data.cleared : 0;

  /** Runs one tool, says how it went, and reads the records again. */
  async function run(tool: Exclude<Busy, null>, action: () => Promise<string>) {
    setBusy(tool);
    try {
      const message = await action();
      if (tool === 'export') {
        showJobStarted(message, intl.formatMessage({ id: 'access_records.open_jobs' }));
      } else {
        showToast('success', message);
        list.reload();
      }
      return true;
    } catch (error) {
      showToast('error', errorMessage(error));
      return false;
    } finally {
      setBusy(null);
    }
  }

  const startExport = (format: 'csv' | 'xlsx') =>
    run('export', async () => {
      await api.call('qr_code_access/export_access_records', exportInput(code.id, format, values));
      return intl.formatMessage({ id: 'access_records.export_started' }, { format: format.toUpperCase() });
    });

  const clear = () =>
    run('clear', async () => {
      const { cleared: count } = await api.call('qr_code_access/clear_record', { code_id: code.id });
      return intl.formatMessage({ id: 'access_records.cleared_toast' }, { count });
    });

  const restore = () =>
    run('restore', async () => {
      const { restored } = await api.call('qr_code_access/user_restore_access_records', { code_id: code.id });
      return intl.formatMessage({ id: 'access_records.restored_toast' }, { count: restored });
    });

  const restoreButton = can.restore && (
    <Button
      icon="undo"
      variant="outlined"
      loading={busy === 'restore'}
      disabled={cleared === 0 || busy !== null}
      data-action="qr_code_access/user_restore_access_records"
      onClick={() => void restore()}
    >
      <FormattedMessage id="access_records.restore" />
    </Button>
  );

  return (
    <Dialog
      isOpen
      onClose={onClose}
      style={style}
      icon="th-list"
      className="lc-access-records-dialog"
      title={
        <span className="lc-access-records-title">
          <FormattedMessage id="access_records.title" values={{ name: code.name }} />
          <span className="lc-visit-mono lc-visit-muted">{code.file_name}</span>
        </span>
      }
    >
      <div className={`${Classes.DIALOG_BODY} lc-access-records-body`}>
        <div className="lc-resource-toolbar lc-access-records-toolbar">
          {can.ips && (
            <SegmentedControl
              size="small"
              value={view}
              onValueChange={(next) => setView(next as View)}
              options={[
                { value: 'records', label: intl.formatMessage({ id: 'access_records.view_records' }) },
                { value: 'ips', label: intl.formatMessage({ id: 'access_records.view_ips' }) },
              ]}
            />
          )}
          <FilterBar filters={view === 'ips' ? [TIME_RANGE] : FILTERS} values={values} onChange={setValue} />
          <span className="lc-header-spacer" />
          <ZoneTag />
          {view === 'records' && <RefreshButton onRefresh={list.reload} />}
          {view === 'records' && can.export && (
            <PopoverNext
              placement="bottom-end"
              content={
                <Menu>
                  <MenuItem icon="th" text="XLSX" onClick={() => void startExport('xlsx')} />
                  <MenuItem icon="document" text="CSV" onClick={() => void startExport('csv')} />
                </Menu>
              }
            >
              <Button
                icon="export"
                endIcon="caret-down"
                loading={busy === 'export'}
                data-action="qr_code_access/export_access_records"
              >
                <FormattedMessage id="access_records.export" />
              </Button>
            </PopoverNext>
          )}
          {view === 'records' && cleared === 0 && restoreButton}
          {view === 'records' && can.clear && (
            <Button
              icon="eraser"
              intent="danger"
              variant="outlined"
              disabled={busy !== null || list.total === 0}
              data-action="qr_code_access/clear_record"
              onClick={() => setConfirmingClear(true)}
            >
              <FormattedMessage id="access_records.clear" />
            </Button>
          )}
        </div>
        {view === 'records' && cleared > 0 && (
          <Callout intent="warning" icon="eraser" className="lc-access-records-cleared" compact>
            <span>
              <FormattedMessage id="access_records.cleared_note" values={{ count: cleared }} />
            </span>
            {restoreButton}
          </Callout>
        )}
        {view === 'ips' ? (
          <CodeIps codeId={code.id} values={values} />
        ) : (
          <ResourceTable columns={COLUMNS} {...pagedTableProps(list)} />
        )}
      </div>
      <ConfirmAlert
        isOpen={confirmingClear}
        intent="danger"
        icon="eraser"
        busy={busy === 'clear'}
        confirmKey="access_records.clear"
        onCancel={() => setConfirmingClear(false)}
        onConfirm={async () => {
          if (await clear()) setConfirmingClear(false);
        }}
      >
        <p>
          <FormattedMessage id="access_records.clear_confirm" values={{ name: code.name }} />
        </p>
      </ConfirmAlert>
    </Dialog>
  );
}
