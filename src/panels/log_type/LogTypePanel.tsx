import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { logTypeResource } from './log-type-resource';

/** The log type dictionary: entirely described by its resource definition. */
export default function LogTypePanel() {
  return <ResourcePanel definition={logTypeResource} />;
}
