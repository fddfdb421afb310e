import { Actions, TabNode } from 'flexlayout-react';
import { layoutModelAtom } from '../../core/layout/layout-atoms';
import { panelTabs } from '../../core/layout/panel-tabs';
import { openPanel } from '../../core/panels/open-panel';
import type { PanelId } from '../../core/panels/panel-id';
import { appStore } from '../../core/store';
import type { CodeRef } from '../codes/search-codes';

export type { CodeRef };

/** What narrows a statistic: one code, one group of codes, or neither (all of the caller's codes). */
export type Scope = { code: CodeRef | null; groupId: number | null };

export const ALL_CODES: Scope = { code: null, groupId: null };

/** The call input of a scope: fields left out rather than sent empty. */
export function scopeInput(scope: Scope): { code_id?: number; group_id?: number } {
  return {
    ...(scope.code ? { code_id: scope.code.id } : {}),
    ...(scope.groupId ? { group_id: scope.groupId } : {}),
  };
}

/** The code a per-code statistics tab shows, from its saved configuration; null for all codes. */
export function codeOfConfig(config: Record<string, unknown> | undefined): CodeRef | null {
  const id = config?.code_id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { id, name: text(config?.code_name) || `#${id}`, file_name: text(config?.code_file_name) };
}

/** The tab configuration of a code (or of all codes): the inverse of `codeOfConfig`. */
export function configOfCode(code: CodeRef | null): Record<string, unknown> {
  return code ? { code_id: code.id, code_name: code.name, code_file_name: code.file_name } : {};
}

/** Keeps a tab's code in its saved configuration, so a reload or a saved layout reopens the same code. */
export function rememberTabCode(tabId: string, code: CodeRef | null): void {
  const model = appStore.get(layoutModelAtom);
  const node = model.getNodeById(tabId);
  if (!(node instanceof TabNode)) return;
  const { code_id: _id, code_name: _name, code_file_name: _file, ...rest } = node.getConfig() ?? {};
  model.doAction(Actions.updateNodeAttributes(tabId, { config: { ...rest, ...configOfCode(code) } }));
}

/** Names a tab, unless it already carries that name (a rename is a layout change, saved each time). */
export function nameTab(tabId: string, name: string): void {
  const model = appStore.get(layoutModelAtom);
  const node = model.getNodeById(tabId);
  if (node instanceof TabNode && node.getName() !== name) model.doAction(Actions.renameTab(tabId, name));
}

/**
 * Opens a per-code statistics panel on one code: the tab already showing that code is focused,
 * otherwise a new tab opens beside the others. Answers false when the user may not open the panel.
 */
export function openCodeStatistics(panelId: PanelId, code: CodeRef): boolean {
  const model = appStore.get(layoutModelAtom);
  const existing = panelTabs(model, panelId).find((tab) => codeOfConfig(tab.getConfig())?.id === code.id);
  if (existing) {
    model.doAction(Actions.selectTab(existing.getId()));
    return true;
  }
  return openPanel(panelId, { another: true, config: configOfCode(code) });
}
