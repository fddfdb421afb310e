import { useMemo } from 'react';
import {
  type ListFilters,
  type SortState,
  serverSortInput,
  withoutBlanks,
} from '../paged-list/paged-list-state';
import { useFilterValues } from '../paged-list/use-filter-values';
import { usePagedList } from '../paged-list/use-paged-list';
import type { ColumnDef, PagedPath, ResourceDefinition, RowOf } from './types';

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

/** The call's `sort_by` value of each column the server sorts, by column key. */
export function serverSortsOf<Row>(columns: readonly ColumnDef<Row>[]): Record<string, string> {
  return Object.fromEntries(
    columns.flatMap((column) => (column.serverSort ? [[column.key, column.serverSort]] : [])),
  );
}

/**
 * The headless controller of a resource list: the paged list of its inquire call, with the filter
 * bar's values, and columns sorted either by the server (`serverSort`) or on the loaded page
 * (`sortValue`). Widgets draw what it holds; stories and tests can drive the widgets without it.
 */
export function useResourceList<P extends PagedPath>(definition: ResourceDefinition<P>) {
  type Row = RowOf<P>;
  const [filters, setFilter] = useFilterValues(definition.initialFilters);
  const serverSorts = useMemo(() => serverSortsOf(definition.columns), [definition.columns]);
  const input = definition.filterInput
    ? definition.filterInput(filters)
    : (withoutBlanks(filters) as ListFilters<P>);
  const list = usePagedList(definition.inquire, input, { serverSorts });
  const { sort } = list;

  // The server already ordered the page when it sorted; sorting it again here could only disagree.
  const sortValue =
    sort && !serverSortInput(sort, serverSorts)
      ? definition.columns.find((column) => column.key === sort.key)?.sortValue
      : undefined;
  const rows = useMemo(() => sortRows(list.rows as Row[], sort, sortValue), [list.rows, sort, sortValue]);

  return {
    ...list,
    rows,
    query: { ...list.query, filters },
    setFilter,
    // The same row type under the resource's name: the compiler cannot follow one path to both.
    replaceRow: list.replaceRow as (row: Row) => void,
  };
}

export type ResourceListController = ReturnType<typeof useResourceList>;
