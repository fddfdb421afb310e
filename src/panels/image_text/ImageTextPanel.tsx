import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { imageTextResource } from './image-text-resource';

/** The picture list panel: entirely described by its resource definition. */
export default function ImageTextPanel() {
  return <ResourcePanel definition={imageTextResource} />;
}
