import { hasButton } from '../../ui/codes/can-call';
import { CODE_EDITOR_PANEL, openCodeEditor } from '../../ui/codes/open-code-editor';
import { isPageGranted } from '../menu/menu-tree';
import { menuTreeAtom } from '../session/atoms';
import { appStore } from '../store';
import type { Command } from './command';

/** Opens a blank code editor (or focuses the one already open): the operator's most common start. */
export const newCodeCommand: Command = {
  action: 'code.new',
  titleKey: 'command.code_new',
  icon: 'add',
  isAvailable: () => {
    const menu = appStore.get(menuTreeAtom);
    return isPageGranted(menu, CODE_EDITOR_PANEL) && hasButton(menu, 'qr_code_list/add');
  },
  run: () => {
    if (newCodeCommand.isAvailable?.()) openCodeEditor(null);
  },
};
