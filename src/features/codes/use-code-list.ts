import type { CallOutput } from '../../../contract/calls';
import { type FilterValues, type ListFilters, withoutBlanks } from '../../ui/paged-list/paged-list-state';
import { useFilterValues } from '../../ui/paged-list/use-filter-values';
import { usePagedList } from '../../ui/paged-list/use-paged-list';

export type CodeRow = CallOutput<'qr_code_list/inquire'>['list'][number];

/** The three calls that list codes: the caller's own, every user's, and every user's trash. */
export type CodeListPath =
  | 'qr_code_list/inquire'
  | 'qr_code_list/user_inquire'
  | 'qr_code_list/qr_code_remove';

export type CodeListOptions = {
  inquire: CodeListPath;
  /** The call's `sort_by` value of each sortable column, by column key. */
  sorts: Readonly<Record<string, string>>;
  /** Input every request carries (the trash asks for `removed: true`). */
  fixed?: Record<string, unknown>;
  /** Filters in force from the start (a group picked elsewhere). */
  initialFilters?: FilterValues;
};

/**
 * The headless controller of a code list: the paged list of its call with the filter bar's
 * values, server-side sorting, and a selection that survives refreshes (the list refreshes itself
 * while shown), plus the picked rows themselves for the bulk actions.
 */
export function useCodeList({ inquire, sorts, fixed, initialFilters = {} }: CodeListOptions) {
  const [filters, setFilter] = useFilterValues(initialFilters);
  const input = { ...withoutBlanks(filters), ...fixed } as ListFilters<CodeListPath>;
  const list = usePagedList(inquire, input, { serverSorts: sorts, keepSelection: true });
  const rows = list.rows as CodeRow[];
  return {
    ...list,
    rows,
    query: { ...list.query, filters },
    setFilter,
    selectedRows: rows.filter((row) => list.selected.has(row.id)),
  };
}

export type CodeListController = ReturnType<typeof useCodeList>;
