import { useAtomValue } from 'jotai';
import { canOpenPanel, openPanel } from '../../core/panels/open-panel';
import type { MenuPage } from '../../core/panels/types';
import { menuTreeAtom } from '../../core/session/atoms';

/**
 * Opens the panel behind a dashboard figure (the code list behind the code count); undefined when
 * the user may not open it — or it is a page not built yet —, so the figure is plain text rather
 * than a dead link.
 */
export function usePanelLink(page: MenuPage): (() => void) | undefined {
  // Read so a menu change (a role edited meanwhile) is followed.
  useAtomValue(menuTreeAtom);
  return canOpenPanel(page) ? () => openPanel(page) : undefined;
}
