import { isPageGranted } from '../../core/menu/menu-tree';
import { hasButton } from '../../core/permissions/use-can';
import { menuTreeAtom } from '../../core/session/atoms';
import { appStore } from '../../core/store';
import { openCodeEditor } from '../../features/codes/open-code-editor';
import type { Command } from './command';

/** Opens a blank code editor (or focuses the one already open): the operator's most common start. */
export const newCodeCommand: Command = {
  action: 'code.new',
  titleKey: 'command.code_new',
  icon: 'add',
  isAvailable: () => {
    const menu = appStore.get(menuTreeAtom);
    return isPageGranted(menu, 'set_qr_code') && hasButton(menu, 'qr_code_list/add');
  },
  run: () => {
    if (newCodeCommand.isAvailable?.()) openCodeEditor(null);
  },
};
