import './bill.css';
import { billResource } from '../../features/money/bill-resource';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { LedgerCheck } from './LedgerCheck';

/** The whole ledger, filtered by account or phone, type and time, with the ledger check in its toolbar. */
export default function BillPanel() {
  return <ResourcePanel definition={billResource} toolbar={<LedgerCheck />} />;
}
