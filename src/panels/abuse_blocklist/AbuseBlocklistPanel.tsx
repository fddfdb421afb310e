import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { blocklistResource } from './blocklist-resource';
import { ImportListButton } from './ImportListButton';

/** The screening rules: the described list with an import of plain lists. */
export default function AbuseBlocklistPanel() {
  return (
    <ResourcePanel
      definition={blocklistResource}
      toolbar={(_filters, list) => <ImportListButton onImported={list.reload} />}
    />
  );
}
