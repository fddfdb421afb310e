import { Actions, TabNode } from 'flexlayout-react';
import { layoutModelAtom } from '../../core/layout/layout-atoms';
import { appStore } from '../../core/store';

/** Names the tab after the code it edits, so several open editors tell themselves apart. */
export function nameTab(tabId: string, name: string) {
  const model = appStore.get(layoutModelAtom);
  const node = model.getNodeById(tabId);
  if (node instanceof TabNode && name && node.toJson().name !== name)
    model.doAction(Actions.renameTab(tabId, name));
}

/** After a code is created its tab edits it: a reload reopens the same code. */
export function rememberCode(tabId: string, id: number) {
  const model = appStore.get(layoutModelAtom);
  if (model.getNodeById(tabId)) model.doAction(Actions.updateNodeAttributes(tabId, { config: { id } }));
}
