import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CallInput } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import type { LoadState } from '../load-state';
import type { ColumnDef, PagedPath, ResourceDefinition, RowOf } from './types';

export type SortState = { key: string; direction: 'asc' | 'desc' } | null;

export type PageQuery = {
  page: number;
  page_size: number;
  filters: Record<string, string | number | undefined>;
};

export const PAGE_SIZES = [20, 50, 100, 200];

/** Compares two sort keys: numbers numerically, text by the reader's collation. */
function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Rows sorted by one column on the loaded page; the server decides which rows make the page. */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: SortState,
  sortValue?: (row: Row) => string | number,
): Row[] {
  if (!sort || !sortValue) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compare(sortValue(a), sortValue(b)));
}

/** Cycles a column header: ascending, descending, back to the server's order. */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/**
 * The `sort_by`/`sort_order` to send when the sorted column is sorted by the server; nothing when
 * the list is unsorted or the column sorts the loaded page only.
 */
export function serverSortInput<Row>(
  sort: SortState,
  columns: readonly ColumnDef<Row>[],
): { sort_by: string; sort_order: 'asc' | 'desc' } | undefined {
  const sortBy = sort && columns.find((column) => column.key === sort.key)?.serverSort;
  return sort && sortBy ? { sort_by: sortBy, sort_order: sort.direction } : undefined;
}

/**
 * The headless controller of a resource list: paging, filters, sorting, selection and the load
 * state. Widgets draw what it holds; stories and tests can drive the widgets without it.
 */
export function useResourceList<P extends PagedPath>(definition: ResourceDefinition<P>) {
  type Row = RowOf<P>;
  const [query, setQuery] = useState<PageQuery>({ page: 1, page_size: PAGE_SIZES[0] ?? 20, filters: {} });
  const [state, setState] = useState<LoadState<{ list: Row[]; total: number }>>({ status: 'loading' });
  const [sort, setSort] = useState<SortState>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const serverSort = serverSortInput(sort, definition.columns);
  const sortBy = serverSort?.sort_by;
  const sortOrder = serverSort?.sort_order;

  useEffect(() => {
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    const filters = Object.fromEntries(
      Object.entries(query.filters).filter(([, value]) => value !== undefined && value !== ''),
    );
    const sorting = sortBy ? { sort_by: sortBy, sort_order: sortOrder } : {};
    const input = { ...filters, ...sorting, page: query.page, page_size: query.page_size } as CallInput<P>;
    const call = api.call as (path: P, input: CallInput<P>) => Promise<{ list: Row[]; total: number }>;
    call(definition.inquire, input).then(
      (data) => {
        if (!current) return;
        setState({ status: 'ready', data });
        setSelected(new Set());
      },
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [definition.inquire, query, sortBy, sortOrder]);

  // The server already ordered the page when it sorted; sorting it again here could only disagree.
  const sortValue = sortBy
    ? undefined
    : definition.columns.find((column) => column.key === sort?.key)?.sortValue;
  const rows = useMemo(
    () => (state.status === 'ready' ? sortRows(state.data.list, sort, sortValue) : []),
    [state, sort, sortValue],
  );

  const setFilter = useCallback((name: string, value: string | number | undefined) => {
    setQuery((current) => ({ ...current, page: 1, filters: { ...current.filters, [name]: value } }));
  }, []);

  return {
    state,
    rows,
    query,
    sort,
    selected,
    total: state.status === 'ready' ? state.data.total : 0,
    /** A new query object with the same values asks the server again. */
    reload: () => setQuery((current) => ({ ...current })),
    setFilter,
    setPage: (page: number) => setQuery((current) => ({ ...current, page })),
    setPageSize: (page_size: number) => setQuery((current) => ({ ...current, page: 1, page_size })),
    toggleSort: (key: string) => {
      setSort((current) => nextSort(current, key));
      // A new server order starts again from its first page.
      if (definition.columns.some((column) => column.key === key && column.serverSort)) {
        setQuery((current) => ({ ...current, page: 1 }));
      }
    },
    toggleRow: (id: number) =>
      setSelected((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    toggleAll: () =>
      setSelected((current) =>
        current.size === rows.length ? new Set() : new Set(rows.map((row) => row.id)),
      ),
  };
}

export type ResourceListController = ReturnType<typeof useResourceList>;
