import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { api } from '../../core/api/api';
import { focusedPanelAtom } from '../../core/layout/layout-atoms';
import { CODE_LIST_REFRESH_MS } from '../../features/codes/code-list-variants';
import { useAutoRefresh } from '../../features/codes/use-auto-refresh';
import type { CodeDetails } from './code-form';

/**
 * Visit counts move while the editor is open: the code's details are read again (never into the
 * form, `apply` decides what to take) every 10 s while the tab is shown, and at once when the tab
 * is brought to the front. Answers the ref of the element whose visibility counts.
 */
export function useFreshVisitCounts(
  codeId: number | null,
  tabId: string,
  apply: (fresh: CodeDetails) => void,
) {
  const root = useRef<HTMLDivElement>(null);
  const refresh = useCallback(() => {
    if (codeId === null) return;
    api.call('qr_code_list/details', { id: codeId }).then(apply, () => undefined);
  }, [codeId, apply]);
  useAutoRefresh(root, refresh, CODE_LIST_REFRESH_MS, codeId !== null);
  const focused = useAtomValue(focusedPanelAtom)?.tabId === tabId;
  const wasFocused = useRef(focused);
  useEffect(() => {
    if (focused && !wasFocused.current) refresh();
    wasFocused.current = focused;
  }, [focused, refresh]);
  return root;
}
