import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { mallBrandResource } from './mall-brand-resource';

/** Entirely described by its resource definition. */
export default function MallBrandListPanel() {
  return <ResourcePanel definition={mallBrandResource} />;
}
