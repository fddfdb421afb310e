import { ipBlackResource } from '../../features/ip-blacklists/ip-black-resource';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';

/** The console IP blacklist: entirely described by its resource definition. */
export default function IpBlackPanel() {
  return <ResourcePanel definition={ipBlackResource} />;
}
