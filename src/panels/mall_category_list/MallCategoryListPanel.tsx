import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { mallCategoryResource } from './mall-category-resource';

/** Entirely described by its resource definition. */
export default function MallCategoryListPanel() {
  return <ResourcePanel definition={mallCategoryResource} />;
}
