import { orderResource } from '../../features/money/order-resource';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';

/** The administrators' order list: filters, paging, and "Credit" on pending recharges when granted. */
export default function OrderPanel() {
  return <ResourcePanel definition={orderResource} />;
}
