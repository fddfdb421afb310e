import { useAtom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { useMemo } from 'react';
import type { ColumnPickerProps } from './ColumnPicker';
import type { ColumnDef } from './types';

/**
 * Which columns a reader chose to see in one table, as saved in this browser. Only the keys are
 * stored: a column added later is shown by default, one removed later is forgotten.
 */
export type ColumnChoice = { visible: string[] } | null;

/** The keys of the columns to draw, in the table's own order. */
export function visibleColumnKeys(
  allKeys: readonly string[],
  defaultKeys: readonly string[],
  choice: ColumnChoice,
  pinnedKey?: string,
): string[] {
  const known = new Set(allKeys);
  const wanted = new Set((choice?.visible ?? defaultKeys).filter((key) => known.has(key)));
  if (pinnedKey) wanted.add(pinnedKey);
  return allKeys.filter((key) => wanted.has(key));
}

/** The next choice after the reader ticks or unticks one column; the pinned one never goes. */
export function toggleColumn(
  allKeys: readonly string[],
  current: readonly string[],
  key: string,
  pinnedKey?: string,
): ColumnChoice {
  if (key === pinnedKey) return { visible: [...current] };
  const next = current.includes(key) ? current.filter((entry) => entry !== key) : [...current, key];
  return { visible: allKeys.filter((entry) => next.includes(entry)) };
}

function storedChoice(storageKey: string) {
  return atomWithStorage<ColumnChoice>(storageKey, null, undefined, { getOnInit: true });
}

const choiceAtoms = new Map<string, ReturnType<typeof storedChoice>>();

/** One persisted atom per table; the key carries a version so a new format never misreads an old one. */
function choiceAtom(storageKey: string) {
  let found = choiceAtoms.get(storageKey);
  if (!found) {
    found = storedChoice(storageKey);
    choiceAtoms.set(storageKey, found);
  }
  return found;
}

/**
 * The reader's column choice for one table, saved under `storageKey` (e.g. `lc.columns.user_list.v1`).
 * Answers the visible keys, a toggle, and a reset to the table's defaults.
 */
export function useColumnChoice(
  storageKey: string,
  allKeys: readonly string[],
  defaultKeys: readonly string[],
  pinnedKey?: string,
) {
  const [choice, setChoice] = useAtom(choiceAtom(storageKey));
  const visible = useMemo(
    () => visibleColumnKeys(allKeys, defaultKeys, choice, pinnedKey),
    [allKeys, defaultKeys, choice, pinnedKey],
  );
  return {
    visible,
    toggle: (key: string) => setChoice(toggleColumn(allKeys, visible, key, pinnedKey)),
    reset: () => setChoice(null),
  };
}

/**
 * The columns of a table the reader chose to show, in the table's order, and the props of the
 * column picker that chooses them. The first column is the table's identity and always shows.
 */
export function useChosenColumns<Row>(
  storageKey: string,
  columns: readonly ColumnDef<Row>[],
  defaultKeys: readonly string[],
): { shown: ColumnDef<Row>[]; picker: ColumnPickerProps<Row> } {
  const allKeys = useMemo(() => columns.map((column) => column.key), [columns]);
  const pinnedKey = allKeys[0];
  const { visible, toggle, reset } = useColumnChoice(storageKey, allKeys, defaultKeys, pinnedKey);
  return {
    shown: columns.filter((column) => visible.includes(column.key)),
    picker: { columns, visible, pinnedKey, onToggle: toggle, onReset: reset },
  };
}
