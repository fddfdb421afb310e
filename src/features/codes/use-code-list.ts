import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CallInput, CallOutput } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import type { LoadState } from '../../ui/load-state';
import { nextSort, PAGE_SIZES, type PageQuery, type SortState } from '../../ui/resource/use-resource-list';

export type CodeRow = CallOutput<'qr_code_list/inquire'>['list'][number];

/** The three calls that list codes: the caller's own, every user's, and every user's trash. */
export type CodeListPath =
  | 'qr_code_list/inquire'
  | 'qr_code_list/user_inquire'
  | 'qr_code_list/qr_code_remove';

type Page = { list: CodeRow[]; total: number };

/** The filters as the call takes them: blanks left out, server sort added when a column asks for it. */
export function codeListInput(
  query: PageQuery,
  sort: SortState,
  sorts: Readonly<Record<string, string>>,
  fixed: Record<string, unknown> = {},
): Record<string, unknown> {
  const filters = Object.fromEntries(
    Object.entries(query.filters).filter(([, value]) => value !== undefined && value !== ''),
  );
  const sortBy = sort ? sorts[sort.key] : undefined;
  return {
    ...filters,
    ...fixed,
    ...(sort && sortBy ? { sort_by: sortBy, sort_order: sort.direction } : {}),
    page: query.page,
    page_size: query.page_size,
  };
}

/** Keeps only selected ids that are still on the page (after a refresh, a move to the trash…). */
export function keepPresent(selected: ReadonlySet<number>, rows: readonly { id: number }[]): Set<number> {
  const present = new Set(rows.map((row) => row.id));
  return new Set([...selected].filter((id) => present.has(id)));
}

export type CodeListOptions = {
  inquire: CodeListPath;
  /** The call's `sort_by` value of each sortable column, by column key. */
  sorts: Readonly<Record<string, string>>;
  /** Input every request carries (the trash asks for `removed: true`). */
  fixed?: Record<string, unknown>;
  /** Filters in force from the start (a group picked elsewhere). */
  initialFilters?: PageQuery['filters'];
};

/**
 * The headless controller of a code list: filters, server-side sorting, paging, a selection that
 * survives refreshes, and a quiet refresh that keeps the rows on screen while it asks. The widgets
 * of the resource layer draw what it holds.
 */
export function useCodeList({ inquire, sorts, fixed, initialFilters = {} }: CodeListOptions) {
  const [query, setQuery] = useState<PageQuery>({
    page: 1,
    page_size: PAGE_SIZES[0] ?? 20,
    filters: initialFilters,
  });
  const [sort, setSort] = useState<SortState>(null);
  const [state, setState] = useState<LoadState<Page>>({ status: 'loading' });
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [refreshing, setRefreshing] = useState(false);
  const sequence = useRef(0);
  const fixedKey = JSON.stringify(fixed ?? {});
  const input = useMemo(
    () => codeListInput(query, sort, sorts, JSON.parse(fixedKey)),
    [query, sort, sorts, fixedKey],
  );

  const load = useCallback(
    (quiet: boolean) => {
      const ticket = ++sequence.current;
      setRefreshing(true);
      if (!quiet) setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
      const call = api.call as (path: CodeListPath, input: CallInput<CodeListPath>) => Promise<Page>;
      call(inquire, input as CallInput<CodeListPath>).then(
        (data) => {
          if (ticket !== sequence.current) return;
          setState({ status: 'ready', data });
          setSelected((current) => keepPresent(current, data.list));
          setRefreshing(false);
        },
        (error: unknown) => {
          if (ticket !== sequence.current) return;
          setRefreshing(false);
          // A failed quiet refresh keeps the rows the reader is looking at.
          if (!quiet) setState({ status: 'error', message: errorMessage(error) });
        },
      );
    },
    [inquire, input],
  );

  useEffect(() => load(false), [load]);

  const rows = state.status === 'ready' ? state.data.list : [];
  const startOver = (change: (current: PageQuery) => PageQuery) => {
    setSelected(new Set());
    setQuery(change);
  };

  return {
    state,
    rows,
    query,
    sort,
    selected,
    refreshing,
    total: state.status === 'ready' ? state.data.total : 0,
    selectedRows: rows.filter((row) => selected.has(row.id)),
    /** Asks again, showing the last rows meanwhile. */
    reload: () => load(false),
    /** Asks again without ever replacing the rows by an error (the timer's refresh). */
    refreshQuietly: () => load(true),
    setFilter: useCallback((name: string, value: string | number | undefined) => {
      setSelected(new Set());
      setQuery((current) => ({ ...current, page: 1, filters: { ...current.filters, [name]: value } }));
    }, []),
    setPage: (page: number) => startOver((current) => ({ ...current, page })),
    setPageSize: (page_size: number) => startOver((current) => ({ ...current, page: 1, page_size })),
    toggleSort: (key: string) => {
      setSort((current) => nextSort(current, key));
      startOver((current) => ({ ...current, page: 1 }));
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
    clearSelection: () => setSelected(new Set()),
  };
}

export type CodeListController = ReturnType<typeof useCodeList>;
