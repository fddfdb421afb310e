import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { messageResource } from './message-resource';

/** Site messages sent to users, with the send dialog; described, not hand-written. */
export default function MessageListPanel() {
  return <ResourcePanel definition={messageResource} />;
}
