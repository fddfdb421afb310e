import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { imageTextTypeResource } from './image-text-type-resource';

/** The picture list types panel: entirely described by its resource definition. */
export default function ImageTextTypePanel() {
  return <ResourcePanel definition={imageTextTypeResource} />;
}
