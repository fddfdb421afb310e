import { useAtomValue } from 'jotai';
import { layoutModelAtom } from '../layout/layout-atoms';
import { focusPanelContent } from '../layout/panel-focus';
import { type OpenOptions, openPanelTab } from '../layout/panel-tabs';
import { isPageGranted } from '../menu/menu-tree';
import { menuTreeAtom } from '../session/atoms';
import { appStore } from '../store';
import type { PanelId } from './panel-id';
import type { PanelDescriptor } from './types';

type PanelLookup = (id: string) => PanelDescriptor | undefined;

let lookUp: PanelLookup = () => undefined;

/**
 * The registry hands its panels down once, when it loads: panels open each other by id through
 * here without importing the registry, which imports them all.
 */
export function providePanels(lookup: PanelLookup): void {
  lookUp = lookup;
}

/** The descriptor of a built panel; undefined for a page without one (or before the registry loaded). */
export function findPanel(id: string): PanelDescriptor | undefined {
  return lookUp(id);
}

/** Whether the user may open a panel: it is built, and their menu grants its page. */
export function canOpenPanel(id: string): id is PanelId {
  const panel = lookUp(id);
  return panel !== undefined && isPageGranted(appStore.get(menuTreeAtom), panel.permission);
}

/** `canOpenPanel` inside React, following menu changes (a role edited meanwhile). */
export function useCanOpen(id: PanelId): boolean {
  useAtomValue(menuTreeAtom);
  return canOpenPanel(id);
}

export type OpenPanelOptions = OpenOptions & {
  /**
   * Move keyboard focus into the panel (the default): whoever opens a panel means to work in it,
   * and the header and menu lie dozens of Tab presses before it. Off where the workspace opens a
   * panel by itself (the landing page) or the route only follows a focus that already moved.
   */
  focus?: boolean;
};

/** Opens or focuses a panel; answers false for panels the user may not open. */
export function openPanel(id: PanelId, { focus = true, ...options }: OpenPanelOptions = {}): boolean {
  const panel = lookUp(id);
  if (!panel || !canOpenPanel(id)) return false;
  const tabId = openPanelTab(appStore.get(layoutModelAtom), panel, options);
  if (focus) focusPanelContent(tabId);
  return true;
}
