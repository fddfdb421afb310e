import { languageListPanel } from './language_list';
import { messageListPanel } from './message_list';
import type { PanelDescriptor } from './types';
import { updatePasswordPanel } from './update_password';

/**
 * Every built panel, and nothing else: a menu page without a panel here is simply not shown.
 * The layout factory, the menu, the hash routes and the palette all read this list.
 */
export const panels: readonly PanelDescriptor[] = [updatePasswordPanel, languageListPanel, messageListPanel];

const byId = new Map(panels.map((panel) => [panel.id, panel]));

export function findPanel(id: string): PanelDescriptor | undefined {
  return byId.get(id);
}

export function isRegisteredPanel(id: string): boolean {
  return byId.has(id);
}
