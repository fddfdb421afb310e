import { ReloadOnReturn } from '../../features/agents/ReloadOnReturn';
import { withdrawalResource } from '../../features/money/withdrawal-resource';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { ApplyWithdrawal } from './ApplyWithdrawal';

/**
 * An agent's own withdrawals, filtered by status, and the request for a new one. A review decided
 * meanwhile arrives as a socket toast; the list reads it again when the reader returns to the panel.
 */
export default function WithdrawalListPanel() {
  return (
    <ResourcePanel
      definition={withdrawalResource}
      actions={(reload) => <ApplyWithdrawal onApplied={reload} />}
      toolbar={(_filters, list) => <ReloadOnReturn reload={list.refreshQuietly} />}
    />
  );
}
