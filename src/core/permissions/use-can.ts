import { useAtomValue } from 'jotai';
import type { UPLOAD } from '../../../contract/areas/images';
import type { MenuNode } from '../../../contract/areas/menu';
import type { WEBHOOK_PLATFORM_PERMISSION } from '../../../contract/areas/webhooks';
import type { CallPath } from '../../../contract/calls';
import { MenuNodeType } from '../../../contract/enums';
import { menuTreeAtom } from '../session/atoms';
import { appStore } from '../store';

/**
 * Whether the menu tree holds a button permission for a call, under any page. That is how the
 * server grants a call — the caller's role holds that button, wherever it sits: `group/move`
 * belongs to the grouping page, yet the code list offers it too, and the editor panel saves
 * through `qr_code_list/add`, a button of the code list page.
 */
export function hasButton(tree: readonly MenuNode[], path: string): boolean {
  return tree.some(
    (node) => (node.type === MenuNodeType.button && node.path === path) || hasButton(node.children, path),
  );
}

/** A button permission: a call path, or the upload, which is a button without a JSON call. */
export type ButtonPath = CallPath | (typeof UPLOAD)['permission'] | typeof WEBHOOK_PLATFORM_PERMISSION;

/**
 * Whether a button that triggers a call may be shown, following menu changes. The server checks
 * the call again whatever the console shows.
 */
export function useCan(path: ButtonPath | undefined): boolean {
  const tree = useAtomValue(menuTreeAtom);
  return path !== undefined && hasButton(tree, path);
}

/** The same check outside React (palette providers, commands, searches). */
export function canCall(path: ButtonPath): boolean {
  return hasButton(appStore.get(menuTreeAtom), path);
}
