import { actingWithdrawalResource } from '../../features/money/withdrawal-resource';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';

/**
 * The reviewers' queue of every agent's withdrawals, opening on those waiting for review: "Approve"
 * takes the payout's transaction hash, "Reject" a reason, each offered when the role grants it.
 */
export default function ActingWithdrawalListPanel() {
  return <ResourcePanel definition={actingWithdrawalResource} />;
}
