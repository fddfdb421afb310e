import { InvitationLink } from '../../features/agents/InvitationLink';
import { orderCustomerResource } from '../../features/money/order-resource';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';

/** The orders of the agent's customers, read-only, with the invitation link that brings more. */
export default function OrderCustomerPanel() {
  return <ResourcePanel definition={orderCustomerResource} toolbar={<InvitationLink />} />;
}
