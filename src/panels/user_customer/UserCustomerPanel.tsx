import { InvitationLink } from '../../features/agents/InvitationLink';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { customerResource } from './customer-resource';

/** The agent's customers, searchable, with the invitation link that brings more. */
export default function UserCustomerPanel() {
  return <ResourcePanel definition={customerResource} toolbar={<InvitationLink />} />;
}
