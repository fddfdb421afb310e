import { createContext, useContext } from 'react';

export type PanelIdentity = { panelId: string; tabId: string };

/** Which panel a component renders in, so permission checks use that panel's buttons. */
export const PanelContext = createContext<PanelIdentity | null>(null);

export function usePanelIdentity(): PanelIdentity | null {
  return useContext(PanelContext);
}
