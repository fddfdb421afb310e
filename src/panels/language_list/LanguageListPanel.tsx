import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { languageResource } from './language-resource';

/** The language list panel: entirely described by its resource definition. */
export default function LanguageListPanel() {
  return <ResourcePanel definition={languageResource} />;
}
