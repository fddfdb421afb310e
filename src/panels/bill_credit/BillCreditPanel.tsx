import { billCreditResource } from '../../features/money/bill-resource';
import { ExportButton } from '../../ui/resource/ExportButton';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';

/** Every recharge credited to a balance, by the chain watcher or by hand, searchable by account. */
export default function BillCreditPanel() {
  return (
    <ResourcePanel
      definition={billCreditResource}
      toolbar={(filters) => <ExportButton path="bill_credit/export" filters={filters} />}
    />
  );
}
