import { atom, useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { findPanel } from '../../panels/registry';
import { focusedPanelAtom } from '../layout/layout-atoms';
import { buttonPermissions } from '../menu/menu-tree';
import { usePanelIdentity } from '../panels/panel-context';
import { menuTreeAtom } from '../session/atoms';

/** The focused panel's authority list: the button permissions of its menu page. */
export const authorityListAtom = atom((get) => {
  const focused = get(focusedPanelAtom);
  const panel = focused ? findPanel(focused.panelId) : undefined;
  return panel ? buttonPermissions(get(menuTreeAtom), panel.permission) : [];
});

/**
 * The buttons the user may use here: those of the panel this component renders in (two docked
 * panels each keep their own), or of the focused panel for the shell around them.
 */
export function useAuthorityList(): readonly string[] {
  const identity = usePanelIdentity();
  const menu = useAtomValue(menuTreeAtom);
  const focusedList = useAtomValue(authorityListAtom);
  return useMemo(() => {
    if (!identity) return focusedList;
    const panel = findPanel(identity.panelId);
    return panel ? buttonPermissions(menu, panel.permission) : [];
  }, [identity, menu, focusedList]);
}

/**
 * Whether a button may be shown. Its path is the call path it triggers (`language_list/add`),
 * which the server checks again whatever the console shows.
 */
export function useCan(path: string): boolean {
  return useAuthorityList().includes(path);
}
