import { Actions } from 'flexlayout-react';
import { layoutModelAtom } from '../../core/layout/layout-atoms';
import { appStore } from '../../core/store';

/**
 * Keeps what a panel instance shows (the codes on a wall, the address looked up) in its tab's
 * saved configuration, so a reload or the next login shows it again.
 */
export function saveTabConfig(tabId: string, config: Record<string, unknown>): void {
  const model = appStore.get(layoutModelAtom);
  if (model.getNodeById(tabId)) model.doAction(Actions.updateNodeAttributes(tabId, { config }));
}
