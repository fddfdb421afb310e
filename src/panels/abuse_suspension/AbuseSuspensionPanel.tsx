import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { suspensionResource } from './suspension-resource';

/** The suspension list: entirely described by its resource definition. */
export default function AbuseSuspensionPanel() {
  return <ResourcePanel definition={suspensionResource} />;
}
