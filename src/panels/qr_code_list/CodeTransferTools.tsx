import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { download, type TransferFormat } from './code-transfer';
import { ImportCodesDialog } from './ImportCodesDialog';
import './code-transfer.css';

/**
 * The code list's export menu (all the reader's codes as CSV or XLSX, downloaded at once) and its
 * import button, each shown only when the role holds its call.
 */
export function CodeTransferTools({ onImported }: { onImported(): void }) {
  const intl = useIntl();
  const canExport = useCan('qr_code_list/export_codes');
  const canImport = useCan('qr_code_list/import_codes');
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  const exportAs = async (format: TransferFormat) => {
    setExporting(true);
    try {
      const { download_url } = await api.call('qr_code_list/export_codes', { format });
      download(download_url);
      showToast('success', intl.formatMessage({ id: 'code_transfer.export_ready' }));
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {canExport && (
        <PopoverNext
          placement="bottom-end"
          content={
            <Menu aria-label={intl.formatMessage({ id: 'code_transfer.export' })}>
              <MenuItem
                icon="th"
                data-action="code_transfer.export_xlsx"
                text={intl.formatMessage({ id: 'code_transfer.export_xlsx' })}
                onClick={() => void exportAs('xlsx')}
              />
              <MenuItem
                icon="document"
                data-action="code_transfer.export_csv"
                text={intl.formatMessage({ id: 'code_transfer.export_csv' })}
                onClick={() => void exportAs('csv')}
              />
            </Menu>
          }
        >
          <Button
            icon="export"
            endIcon="caret-down"
            loading={exporting}
            data-action="qr_code_list/export_codes"
          >
            <FormattedMessage id="code_transfer.export" />
          </Button>
        </PopoverNext>
      )}
      {canImport && (
        <>
          <Button icon="import" data-action="code_transfer.import" onClick={() => setImporting(true)}>
            <FormattedMessage id="code_transfer.import" />
          </Button>
          <ImportCodesDialog isOpen={importing} onClose={() => setImporting(false)} onImported={onImported} />
        </>
      )}
    </>
  );
}
