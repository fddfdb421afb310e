import { Model } from 'flexlayout-react';
import { atom } from 'jotai';
import { emptyLayoutJson, focusedTab } from './panel-tabs';

/** The name of the layout every user starts with. */
export const DEFAULT_LAYOUT_NAME = 'default';

/**
 * The live flexlayout model. It is mutable and changes through `model.doAction`, so React learns
 * about changes from `layoutRevisionAtom`, which the controller bumps after every action.
 */
export const layoutModelAtom = atom<Model>(Model.fromJson(emptyLayoutJson()));
export const layoutRevisionAtom = atom(0);

/** Whether the user's saved layout has been restored; routes wait for it before opening panels. */
export const layoutReadyAtom = atom(false);

/** Named layouts the palette can switch between, and the one in use. */
export const layoutNamesAtom = atom<{ active: string; names: string[] }>({
  active: DEFAULT_LAYOUT_NAME,
  names: [DEFAULT_LAYOUT_NAME],
});

export type FocusedPanel = { tabId: string; panelId: string };

/** The focused panel: the route and the authority list follow it. */
export const focusedPanelAtom = atom<FocusedPanel | null>((get) => {
  get(layoutRevisionAtom);
  const tab = focusedTab(get(layoutModelAtom));
  const panelId = tab?.getComponent();
  return tab && panelId ? { tabId: tab.getId(), panelId } : null;
});
