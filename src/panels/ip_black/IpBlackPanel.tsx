import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { ipBlackResource } from './ip-black-resource';

/** The console IP blacklist: entirely described by its resource definition. */
export default function IpBlackPanel() {
  return <ResourcePanel definition={ipBlackResource} />;
}
