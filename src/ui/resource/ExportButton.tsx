import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallInput, CallPath } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';

/** Calls that start an export of a list as an asynchronous operation, in CSV or XLSX. */
export type ExportPath = {
  [P in CallPath]: CallInput<P> extends { format?: 'csv' | 'xlsx' } ? P : never;
}[CallPath];

/**
 * "Export" with a choice of XLSX or CSV: starts the call with the list's current filters and says
 * where the file will be; the file is written in the background and downloaded from the exports
 * page. Shown only when the role holds the call.
 */
export function ExportButton({ path, filters }: { path: ExportPath; filters: Record<string, unknown> }) {
  const intl = useIntl();
  const allowed = useCan(path);
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;

  const start = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    try {
      await api.callByPath(path, { ...filters, format });
      showToast(
        'success',
        intl.formatMessage({ id: 'access_records.export_started' }, { format: format.toUpperCase() }),
      );
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu>
          <MenuItem icon="th" text="XLSX" onClick={() => void start('xlsx')} />
          <MenuItem icon="document" text="CSV" onClick={() => void start('csv')} />
        </Menu>
      }
    >
      <Button icon="export" endIcon="caret-down" loading={busy} data-action={path}>
        <FormattedMessage id="access_records.export" />
      </Button>
    </PopoverNext>
  );
}
