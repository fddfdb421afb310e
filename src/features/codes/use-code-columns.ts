import { useMemo, useRef } from 'react';
import { useChosenColumns } from '../../ui/resource/column-choice';
import type { ColumnDef } from '../../ui/resource/types';
import { codeColumns } from './code-columns';
import type { CodeListSpec, CodeListVariant } from './code-list-variants';
import type { RotationType } from './rotation-types';
import type { CodeRow } from './use-code-list';

export type CodeColumnsOptions = {
  variant: CodeListVariant;
  spec: CodeListSpec;
  rotationTypes: readonly RotationType[] | null;
  /** Columns a panel adds to the shared ones, placed where the variant's column keys say. */
  extraColumns: readonly ColumnDef<CodeRow>[];
  /** The status cell becomes a switch when set. */
  onToggleStatus?(row: CodeRow, open: boolean): void;
  /** The owner cell becomes a filter link when set. */
  onPickOwner?(row: CodeRow): void;
};

/**
 * The columns of a code list in the variant's order, those the reader chose to show (`shown`) and
 * the column picker's props, with the choice saved per variant.
 */
export function useCodeColumns({
  variant,
  spec,
  rotationTypes,
  extraColumns,
  onToggleStatus,
  onPickOwner,
}: CodeColumnsOptions) {
  // Cells call back through a ref, so the column set is rebuilt only when its inputs change.
  const handlers = useRef({ onToggleStatus, onPickOwner });
  handlers.current = { onToggleStatus, onPickOwner };
  const canToggle = onToggleStatus !== undefined;
  const canPickOwner = onPickOwner !== undefined;
  const columnKeys = spec.columns;

  const ordered = useMemo(() => {
    const all = [
      ...codeColumns({
        rotationTypes,
        onToggleStatus: canToggle ? (row, open) => handlers.current.onToggleStatus?.(row, open) : undefined,
        onPickOwner: canPickOwner ? (row) => handlers.current.onPickOwner?.(row) : undefined,
      }),
      ...extraColumns,
    ];
    return columnKeys.flatMap((key) => all.filter((column) => column.key === key));
  }, [rotationTypes, canToggle, canPickOwner, columnKeys, extraColumns]);

  return useChosenColumns(`lc.columns.codes.${variant}.v1`, ordered, spec.defaults);
}
