import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import type { MenuNode } from '../../../contract/areas/menu';
import { topNavigationPages, visibleMenu } from '../../core/menu/menu-tree';
import { menuTreeAtom } from '../../core/session/atoms';
import { isRegisteredPanel } from '../../panels/registry';

/** The user's menu, filtered by the registry: what the left, top and drawer menus draw. */
export function useVisibleMenu(): MenuNode[] {
  const tree = useAtomValue(menuTreeAtom);
  return useMemo(() => visibleMenu(tree, isRegisteredPanel), [tree]);
}

export function useTopNavigation(): MenuNode[] {
  const tree = useAtomValue(menuTreeAtom);
  return useMemo(() => topNavigationPages(tree, isRegisteredPanel), [tree]);
}
