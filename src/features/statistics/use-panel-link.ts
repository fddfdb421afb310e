import { useAtomValue } from 'jotai';
import { menuTreeAtom } from '../../core/session/atoms';
import { canOpenPanel, openPanel } from '../../workspace/layout/workspace-layout';

/**
 * Opens the panel behind a dashboard figure (the code list behind the code count); undefined when
 * the user may not open it, so the figure is plain text rather than a dead link.
 */
export function usePanelLink(panelId: string): (() => void) | undefined {
  // Read so a menu change (a role edited meanwhile) is followed.
  useAtomValue(menuTreeAtom);
  return canOpenPanel(panelId) ? () => openPanel(panelId) : undefined;
}
