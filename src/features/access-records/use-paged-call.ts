import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CallInput, CallOutput, CallPath } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import type { LoadState } from '../../ui/load-state';
import { PAGE_SIZES, type SortState } from '../../ui/resource/use-resource-list';

/** Calls that answer a page of rows, whatever else they answer (`cleared`, totals). */
export type ListPath = {
  [P in CallPath]: CallOutput<P> extends { list: unknown[]; total: number } ? P : never;
}[CallPath];

/** What a list call takes besides its page: the caller's filters, already in the call's shape. */
export type ListFilters<P extends ListPath> = Omit<CallInput<P>, 'page' | 'page_size'>;

export type ListRow<P extends ListPath> = CallOutput<P> extends { list: (infer Row)[] } ? Row : never;

/** A row with an id the table can key and select by. */
export type Keyed<Row> = Row & { id: number };

/**
 * Rows keyed for the table: their own `id`, or their position in the whole list for rows that have
 * none (findings of the suspicious-traffic list), stable while the page is shown.
 */
export function keyRows<Row>(rows: readonly Row[], offset: number): Keyed<Row>[] {
  return rows.map((row, index) => ({ id: offset + index + 1, ...row }) as Keyed<Row>);
}

const NO_SORT: SortState = null;
/** These lists act on one row at a time, never on a selection. */
const NO_SELECTION: ReadonlySet<number> = new Set();
const ignore = () => undefined;

/**
 * The headless controller of a paged list whose filters the caller maps to the call's input
 * itself: required fields (a code, a day, a time range), booleans and other shapes a described
 * resource's string filters cannot carry. It draws into the resource layer's table through
 * `pagedTableProps`. A change of filters starts again from the first page; a quiet refresh keeps
 * the rows on screen.
 */
export function usePagedCall<P extends ListPath>(path: P, filters: ListFilters<P>) {
  type Row = ListRow<P>;
  const filterKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ key: filterKey, page: 1, pageSize: PAGE_SIZES[0] ?? 20 });
  const page = paging.key === filterKey ? paging.page : 1;
  const { pageSize } = paging;
  const [state, setState] = useState<LoadState<CallOutput<P>>>({ status: 'loading' });
  const sequence = useRef(0);

  const load = useCallback(
    (quiet: boolean) => {
      const ticket = ++sequence.current;
      if (!quiet) setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
      const input = { ...JSON.parse(filterKey), page, page_size: pageSize } as CallInput<P>;
      const call = api.call as (path: P, input: CallInput<P>) => Promise<CallOutput<P>>;
      call(path, input).then(
        (data) => {
          if (ticket !== sequence.current) return;
          setState({ status: 'ready', data });
        },
        (error: unknown) => {
          if (ticket !== sequence.current) return;
          // A failed quiet refresh keeps the rows the reader is looking at.
          if (!quiet) setState({ status: 'error', message: errorMessage(error) });
        },
      );
    },
    [path, filterKey, page, pageSize],
  );

  useEffect(() => load(false), [load]);

  const rows = useMemo(() => {
    const list = state.status === 'ready' ? (state.data as unknown as { list: Row[] }).list : [];
    return keyRows<Row>(list, (page - 1) * pageSize);
  }, [state, page, pageSize]);

  const setPage = useCallback(
    (next: number) => setPaging((current) => ({ ...current, key: filterKey, page: next })),
    [filterKey],
  );

  return {
    state,
    rows,
    query: { page, page_size: pageSize },
    sort: NO_SORT,
    selected: NO_SELECTION,
    total: state.status === 'ready' ? (state.data as { total: number }).total : 0,
    /** Asks again, showing the last rows meanwhile. */
    reload: () => load(false),
    /** Asks again without ever replacing the rows by an error (timers). */
    refreshQuietly: () => load(true),
    setPage,
    setPageSize: (size: number) => setPaging({ key: filterKey, page: 1, pageSize: size }),
    /** These lists keep the server's order (newest first). */
    toggleSort: ignore,
    toggleRow: ignore,
    toggleAll: ignore,
  };
}

export type PagedCallController<P extends ListPath> = ReturnType<typeof usePagedCall<P>>;
