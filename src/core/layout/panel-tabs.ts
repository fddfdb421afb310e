import {
  Actions,
  DockLocation,
  type IGlobalAttributes,
  type IJsonModel,
  type Model,
  TabNode,
} from 'flexlayout-react';
import type { PanelDescriptor } from '../panels/types';

/**
 * Global layout attributes. They are applied to every loaded layout as well, so a change here
 * reaches saved layouts too. Popouts and floating windows are off: a panel lives in the console.
 */
export const LAYOUT_GLOBAL: IGlobalAttributes = {
  tabEnableRename: false,
  tabEnablePopout: false,
  tabEnableFloat: false,
  tabSetMinWidth: 240,
  tabSetMinHeight: 160,
  tabSetEnableMaximize: true,
  tabSetEnableDeleteWhenEmpty: true,
};

/** A layout with one empty tabset, where the first opened panel lands. */
export function emptyLayoutJson(): IJsonModel {
  return {
    global: LAYOUT_GLOBAL,
    borders: [],
    layout: { type: 'row', weight: 100, children: [{ type: 'tabset', weight: 100, children: [] }] },
  };
}

/** Every tab of the layout, in tree order. */
export function allTabs(model: Model): TabNode[] {
  const tabs: TabNode[] = [];
  model.visitNodes((node) => {
    if (node instanceof TabNode) tabs.push(node);
  });
  return tabs;
}

export function panelTabs(model: Model, panelId: string): TabNode[] {
  return allTabs(model).filter((tab) => tab.getComponent() === panelId);
}

/** The panel whose tab is selected in the active tabset: the one the route and the authority list follow. */
export function focusedTab(model: Model): TabNode | null {
  const tabset = model.getActiveTabset() ?? model.getFirstTabSet();
  const selected = tabset?.getSelectedNode();
  return selected instanceof TabNode ? selected : null;
}

export type OpenOptions = {
  /** Open another instance even when one is open; ignored for singletons. */
  another?: boolean;
  config?: Record<string, unknown>;
};

/**
 * Focuses the panel's open tab, or adds a tab to the active tabset. A singleton is open at most
 * once; its tab id is the panel id, so saved layouts and URLs name it the same way. Of several
 * instances the focused one stays focused (the route names the panel, not the instance).
 */
export function openPanelTab(model: Model, panel: PanelDescriptor, options: OpenOptions = {}): string {
  const open = panelTabs(model, panel.id);
  const focused = focusedTab(model);
  const current = open.find((tab) => tab === focused) ?? open[0];
  const existing = panel.singleton || !options.another ? current : undefined;
  if (existing) {
    model.doAction(Actions.selectTab(existing.getId()));
    return existing.getId();
  }
  const tabset = model.getActiveTabset() ?? model.getFirstTabSet();
  const id = panel.singleton ? panel.id : `${panel.id}~${Date.now().toString(36)}${open.length}`;
  const json = {
    type: 'tab',
    id,
    component: panel.id,
    name: panel.titleKey,
    config: { ...panel.defaultConfig, ...options.config },
  };
  if (tabset) {
    model.doAction(Actions.addTab(json, tabset.getId(), DockLocation.CENTER, -1, true));
  } else {
    const root = model.getRootRow();
    if (!root) throw new Error('The layout has no root row');
    model.doAction(Actions.addTab(json, root.getId(), DockLocation.CENTER, -1, true));
  }
  return id;
}

/** Moves a tab into a new tabset beside its current one: the keyboard path to docking. */
export function splitTab(model: Model, tabId: string, location: 'right' | 'bottom' = 'right'): void {
  const tab = model.getNodeById(tabId);
  const tabset = tab?.getParent();
  if (!(tab instanceof TabNode) || !tabset) return;
  const dock = location === 'right' ? DockLocation.RIGHT : DockLocation.BOTTOM;
  model.doAction(Actions.moveNode(tabId, tabset.getId(), dock, -1, true));
}

export function toggleMaximizeTab(model: Model, tabId: string): void {
  const tabset = model.getNodeById(tabId)?.getParent();
  if (tabset) model.doAction(Actions.maximizeToggle(tabset.getId()));
}

export function closeTab(model: Model, tabId: string): void {
  if (model.getNodeById(tabId)) model.doAction(Actions.deleteTab(tabId));
}

/** Selects the next or previous tab of the focused tabset, wrapping around. */
export function cycleTab(model: Model, step: 1 | -1): void {
  const tabset = model.getActiveTabset() ?? model.getFirstTabSet();
  if (!tabset) return;
  const children = tabset.getChildren();
  if (children.length < 2) return;
  const next = children[(tabset.getSelected() + step + children.length) % children.length];
  if (next) model.doAction(Actions.selectTab(next.getId()));
}
