import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';
import type { CallInput, CallOutput } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import {
  initialPagedList,
  type Keyed,
  keyRows,
  type ListFilters,
  type ListPath,
  type ListRow,
  pagedInput,
  pagedListReducer,
} from './paged-list-state';

export type PagedListOptions = {
  /**
   * The call's `sort_by` value of each column the server sorts, by column key: sorting such a
   * column asks the server, so the order spans every page. Other columns sort nothing here.
   */
  serverSorts?: Readonly<Record<string, string>>;
  /**
   * Picked rows still on the page stay picked when an answer comes (a list a timer refreshes);
   * by default every answer clears the selection.
   */
  keepSelection?: boolean;
};

const NO_SERVER_SORTS: Readonly<Record<string, string>> = {};

/**
 * The one headless controller of a paged list call: page and page size, the server's order, row
 * picking, and the answer as a `loading | error | ready` union. The caller gives the filters in
 * the call's own shape; other filters start again from the first page. A reload keeps the rows on
 * screen while it asks, a quiet refresh (timers) never replaces them by an error, and an answer
 * overtaken by a newer request is dropped. Widgets draw it through `pagedTableProps`.
 */
export function usePagedList<P extends ListPath>(
  path: P,
  filters: ListFilters<P>,
  { serverSorts = NO_SERVER_SORTS, keepSelection = false }: PagedListOptions = {},
) {
  type Data = CallOutput<P> & { list: ListRow<P>[]; total: number };
  const filtersKey = JSON.stringify(filters);
  const [state, dispatch] = useReducer(pagedListReducer<Data>, filtersKey, initialPagedList<Data>);
  // Other filters: React renders again at once with the first page, before anything is asked.
  if (state.filtersKey !== filtersKey) dispatch({ type: 'filters', key: filtersKey });
  const inputKey = JSON.stringify(pagedInput(filters, state, serverSorts));
  const sequence = useRef(0);

  const load = useCallback(
    (quiet: boolean) => {
      const ticket = ++sequence.current;
      dispatch({ type: 'request', ticket, quiet });
      api.call(path, JSON.parse(inputKey) as CallInput<P>).then(
        (data) => dispatch({ type: 'answer', ticket, data: data as Data, keepSelection }),
        (error: unknown) => dispatch({ type: 'failure', ticket, quiet, message: errorMessage(error) }),
      );
    },
    [path, inputKey, keepSelection],
  );

  useEffect(() => load(false), [load]);

  const rows = useMemo(
    () =>
      state.load.status === 'ready'
        ? keyRows<ListRow<P>>(state.load.data.list, (state.page - 1) * state.pageSize)
        : ([] as Keyed<ListRow<P>>[]),
    [state.load, state.page, state.pageSize],
  );

  return {
    state: state.load,
    rows,
    total: state.load.status === 'ready' ? state.load.data.total : 0,
    query: { page: state.page, page_size: state.pageSize },
    sort: state.sort,
    selected: state.selected,
    /** A request is out: the rows on screen may be about to change. */
    refreshing: state.refreshing,
    /** Asks again, showing the last rows meanwhile. */
    reload: useCallback(() => load(false), [load]),
    /** Asks again without ever replacing the rows by an error (timers). */
    refreshQuietly: useCallback(() => load(true), [load]),
    setPage: useCallback((page: number) => dispatch({ type: 'page', page }), []),
    setPageSize: useCallback((pageSize: number) => dispatch({ type: 'page_size', pageSize }), []),
    toggleSort: useCallback(
      (key: string) => dispatch({ type: 'sort', key, serverSorted: Object.hasOwn(serverSorts, key) }),
      [serverSorts],
    ),
    /** Shows one row as a call answered it (a row action's result) without asking for the page again. */
    replaceRow: useCallback((row: Keyed<ListRow<P>>) => dispatch({ type: 'replace_row', row }), []),
    toggleRow: useCallback((id: number) => dispatch({ type: 'toggle_row', id }), []),
    toggleAll: () => dispatch({ type: 'toggle_all', ids: rows.map((row) => row.id) }),
    clearSelection: useCallback(() => dispatch({ type: 'clear_selection' }), []),
  };
}

export type PagedListController<P extends ListPath> = ReturnType<typeof usePagedList<P>>;
