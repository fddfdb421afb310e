import { useCallback, useMemo, useState } from 'react';
import type { LoadState } from '../load-state';
import { nextSort, PAGE_SIZES, type SortState } from '../paged-list/paged-list-state';
import type { ColumnDef } from './types';
import { sortRows } from './use-resource-list';

/**
 * The props of a `ResourceTable` over a call that answers its whole list at once (the external
 * keys): the reader still sorts by a column and pages, both on the loaded rows.
 */
export function useLocalTable<Row extends { id: number }>(
  state: LoadState<unknown>,
  rows: readonly Row[],
  columns: readonly ColumnDef<Row>[],
  reload: () => void,
) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 20);
  const [sort, setSort] = useState<SortState>(null);
  const sortValue = sort ? columns.find((column) => column.key === sort.key)?.sortValue : undefined;
  const sorted = useMemo(() => sortRows(rows, sort, sortValue), [rows, sort, sortValue]);
  // A shorter list after a reload (a key removed elsewhere) must not leave the reader past its end.
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const shownPage = Math.min(page, pages);
  return {
    state,
    rows: sorted.slice((shownPage - 1) * pageSize, shownPage * pageSize),
    total: sorted.length,
    page: shownPage,
    pageSize,
    onPage: setPage,
    onPageSize: useCallback((size: number) => {
      setPageSize(size);
      setPage(1);
    }, []),
    sort,
    onSort: useCallback((key: string) => setSort((current) => nextSort(current, key)), []),
    onRetry: reload,
  };
}
