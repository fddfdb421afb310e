import type { MouseEvent } from 'react';
import { openPanel } from '../../core/panels/open-panel';
import { isRegisteredPanel } from '../../panels/registry';

/**
 * Menu entries are real links (`#/customer/<id>`) so they can be copied or opened in a new
 * window; a plain click opens the panel in place and lets the route follow the focus.
 */
export function openFromMenu(event: MouseEvent, panelId: string, after?: () => void): void {
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
  event.preventDefault();
  if (isRegisteredPanel(panelId)) openPanel(panelId);
  after?.();
}

export const panelHref = (panelId: string) => `#/customer/${panelId}`;
