import { atom, useSetAtom } from 'jotai';
import { createContext, useContext, useEffect } from 'react';

/** The tab a component is drawn in; tables inside a panel tell the status bar about their rows. */
export const PanelTabContext = createContext<string | null>(null);

/** Rows selected in each open tab that has a selectable table, by tab id; absent means none. */
export const selectedRowsAtom = atom<Readonly<Record<string, number>>>({});

/**
 * Publishes how many rows a panel's table has selected, for the status bar; forgotten when the
 * table goes away. Outside a panel (a story, a dialog) it does nothing.
 */
export function usePublishSelectedRows(count: number): void {
  const tabId = useContext(PanelTabContext);
  const setSelected = useSetAtom(selectedRowsAtom);
  useEffect(() => {
    if (!tabId) return;
    setSelected((current) => withCount(current, tabId, count));
    return () => setSelected((current) => withCount(current, tabId, 0));
  }, [tabId, count, setSelected]);
}

function withCount(current: Readonly<Record<string, number>>, tabId: string, count: number) {
  if ((current[tabId] ?? 0) === count) return current;
  const next = { ...current };
  if (count > 0) next[tabId] = count;
  else delete next[tabId];
  return next;
}
