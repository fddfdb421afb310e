import type { IntlShape } from 'react-intl';
import type { MenuNode } from '../../../contract/areas/menu';
import { isMessageKey } from '../../core/i18n/intl';
import { menuLabel } from '../../core/menu/menu-label';
import { buttonAction } from './role-tree';

/**
 * A node's label as the menu shows it (its language variable, else its name); a button whose
 * variable no catalogue has is named by the verb of its call (`…/inquire` → "查询"), since it
 * sits under its page anyway.
 */
export function nodeLabel(intl: IntlShape, node: MenuNode): string {
  const verbKey = `role.verb.${buttonAction(node) ?? ''}`;
  if (!isMessageKey(node.language_variables) && isMessageKey(verbKey)) {
    return intl.formatMessage({ id: verbKey });
  }
  return menuLabel(intl, node);
}
