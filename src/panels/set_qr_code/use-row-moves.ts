import { type Dispatch, type DragEvent, type KeyboardEvent, useState } from 'react';
import { arrowStep, type DestinationAction, type DestinationDraft } from './destination-editor';

/** After a row moved, puts the focus back into the same control of the moved row. */
function refocus(row: HTMLElement | null, key: string, field: string) {
  requestAnimationFrame(() =>
    row?.parentElement?.querySelector<HTMLElement>(`tr[data-key="${key}"] [data-field="${field}"]`)?.focus(),
  );
}

/**
 * Moving destination rows by drag and by keyboard: Alt+↑/↓ anywhere in a row, the arrows alone on
 * its drag handle; the focus follows the row. Drag state marks the dragged row and the drop target.
 */
export function useRowMoves(drafts: readonly DestinationDraft[], dispatch: Dispatch<DestinationAction>) {
  const [dragged, setDragged] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<string | null>(null);

  const move = (event: KeyboardEvent<HTMLElement>, key: string, field: string) => {
    const by = arrowStep(event.key);
    if (by === null) return;
    event.preventDefault();
    dispatch({ type: 'move', key, by });
    refocus(event.currentTarget.closest('tr'), key, field);
  };

  const endDrag = () => {
    setDragged(null);
    setDropTarget(null);
  };

  return {
    /** The drag classes of a row. */
    rowClasses: (key: string) => [
      dropTarget === key && dragged !== key && 'lc-dest-drop',
      dragged === key && 'lc-dest-dragging',
    ],
    /** Alt+↑/↓ in any field of a row moves it, the caret staying in that field. */
    onRowKeyDown(event: KeyboardEvent<HTMLTableRowElement>, key: string) {
      if (!event.altKey) return;
      move(event, key, (event.target as HTMLElement).dataset.field ?? 'url');
    },
    /** On the handle itself the arrows alone move the row. */
    onHandleKeyDown(event: KeyboardEvent<HTMLButtonElement>, key: string) {
      if (event.altKey || arrowStep(event.key) === null) return;
      event.stopPropagation();
      move(event, key, 'handle');
    },
    onDragStart(event: DragEvent, key: string) {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', key);
      setDragged(key);
    },
    onDragEnd: endDrag,
    onDragOver(event: DragEvent, key: string) {
      if (!dragged) return;
      event.preventDefault();
      setDropTarget(key);
    },
    onDrop(event: DragEvent, target: string) {
      event.preventDefault();
      const index = drafts.findIndex((draft) => draft.key === target);
      if (dragged && index >= 0) dispatch({ type: 'move_to', key: dragged, index });
      endDrag();
    },
  };
}

export type RowMoves = ReturnType<typeof useRowMoves>;
