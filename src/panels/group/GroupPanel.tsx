import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { groupResource } from './group-resource';

/** Code groups: entirely described by their resource definition. */
export default function GroupPanel() {
  return <ResourcePanel definition={groupResource} />;
}
