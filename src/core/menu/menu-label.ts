import type { IntlShape } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import { isMessageKey } from '../i18n/intl';

/** A menu node's label from its language variable; the node's own name when no catalogue has that key. */
export function menuLabel(intl: IntlShape, node: MenuNode): string {
  return isMessageKey(node.language_variables)
    ? intl.formatMessage({ id: node.language_variables })
    : node.name;
}
