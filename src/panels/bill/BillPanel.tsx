import './bill.css';
import { billResource } from '../../features/money/bill-resource';
import { ExportButton } from '../../ui/resource/ExportButton';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { LedgerCheck } from './LedgerCheck';

/**
 * The whole ledger, filtered by account or phone, type and time, with its export and the ledger
 * check in the toolbar.
 */
export default function BillPanel() {
  return (
    <ResourcePanel
      definition={billResource}
      toolbar={(filters) => (
        <>
          <ExportButton path="bill/export" filters={filters} />
          <LedgerCheck />
        </>
      )}
    />
  );
}
