import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { holdDomainResource } from './hold-domain-resource';

/** The domain pool: entirely described by its resource definition. */
export default function HoldDomainPanel() {
  return <ResourcePanel definition={holdDomainResource} />;
}
