import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { mallProductResource } from './mall-product-resource';

/** Entirely described by its resource definition. */
export default function MallProductListPanel() {
  return <ResourcePanel definition={mallProductResource} />;
}
