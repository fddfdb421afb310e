import { useAtomValue } from 'jotai';
import type { MenuNode } from '../../../contract/areas/menu';
import type { CallPath } from '../../../contract/calls';
import { MenuNodeType } from '../../../contract/enums';
import { isPageGranted } from '../../core/menu/menu-tree';
import { menuTreeAtom } from '../../core/session/atoms';
import { appStore } from '../../core/store';

/**
 * Whether the menu tree holds a button permission for a call, under any page. The server grants a
 * call when the caller's role holds that button, wherever it sits: `group/move` belongs to the
 * grouping page, yet the code list offers it too, and the editor panel saves through
 * `qr_code_list/add`, a button of the code list page.
 */
export function hasButton(tree: readonly MenuNode[], path: string): boolean {
  return tree.some(
    (node) => (node.type === MenuNodeType.button && node.path === path) || hasButton(node.children, path),
  );
}

/** `hasButton` for the signed-in user, following menu changes. */
export function useCanCall(path: CallPath): boolean {
  return hasButton(useAtomValue(menuTreeAtom), path);
}

/** The same check outside React (palette providers, commands). */
export function canCall(path: CallPath): boolean {
  return hasButton(appStore.get(menuTreeAtom), path);
}

/** Whether the user's menu grants a panel's page (the editor, for the edit buttons of lists). */
export function useCanOpenPage(pagePath: string): boolean {
  return isPageGranted(useAtomValue(menuTreeAtom), pagePath);
}
