import { Actions } from 'flexlayout-react';
import { layoutModelAtom } from '../../core/layout/layout-atoms';
import { panelTabs } from '../../core/layout/panel-tabs';
import { openPanel } from '../../core/panels/open-panel';
import { appStore } from '../../core/store';

/** The code a `set_qr_code` tab edits, from its saved configuration; null for a new code. */
export function editedCodeId(config: Record<string, unknown> | undefined): number | null {
  const id = config?.id;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Opens the editor of one code, or a blank editor for a new code. A tab already editing that code
 * (or an untouched "new code" tab) is focused instead of opening a second one. Answers false when
 * the user may not open the editor.
 */
export function openCodeEditor(codeId: number | null = null): boolean {
  const model = appStore.get(layoutModelAtom);
  const existing = panelTabs(model, 'set_qr_code').find((tab) => editedCodeId(tab.getConfig()) === codeId);
  if (existing) {
    model.doAction(Actions.selectTab(existing.getId()));
    return true;
  }
  return openPanel('set_qr_code', { another: true, config: codeId === null ? {} : { id: codeId } });
}
