import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { vipComboResource } from './vip-combo-resource';

/** The VIP packages: entirely described by their resource definition. */
export default function VipComboPanel() {
  return <ResourcePanel definition={vipComboResource} />;
}
