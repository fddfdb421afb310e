import type { CallInput, CallOutput, CallPath } from '../../../contract/calls';
import type { LoadState } from '../load-state';

/** Calls that answer a page of rows, whatever else they answer (`cleared`, totals). */
export type ListPath = {
  [P in CallPath]: CallOutput<P> extends { list: unknown[]; total: number } ? P : never;
}[CallPath];

/** What a list call takes besides its page: the caller's filters, already in the call's shape. */
export type ListFilters<P extends ListPath> = Omit<CallInput<P>, 'page' | 'page_size'>;

export type ListRow<P extends ListPath> = CallOutput<P> extends { list: (infer Row)[] } ? Row : never;

/** A row with an id the table can key and select by. */
export type Keyed<Row> = Row & { id: number };

/** The column a list is sorted by, or null for the server's own order. */
export type SortState = { key: string; direction: 'asc' | 'desc' } | null;

/** What a filter bar holds, before a list maps it to its call: text, numbers, or nothing. */
export type FilterValues = Record<string, string | number | undefined>;

/** The page sizes a reader can choose; the first is where every list starts. */
export const PAGE_SIZES = [20, 50, 100, 200];

/** Cycles a column header: ascending, descending, back to the server's order. */
export function nextSort(current: SortState, key: string): SortState {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/**
 * Rows keyed for the table: their own `id`, or their position in the whole list for rows that have
 * none (findings of the suspicious-traffic list), stable while the page is shown.
 */
export function keyRows<Row>(rows: readonly Row[], offset: number): Keyed<Row>[] {
  return rows.map((row, index) => ({ id: offset + index + 1, ...row }) as Keyed<Row>);
}

/** Keeps only selected ids that are still on the page (after a refresh, a move to the trash…). */
export function keepPresent(selected: ReadonlySet<number>, rows: readonly { id: number }[]): Set<number> {
  const present = new Set(rows.map((row) => row.id));
  return new Set([...selected].filter((id) => present.has(id)));
}

/** A filter bar's values as a call takes them: blank ones left out rather than sent empty. */
export function withoutBlanks(values: FilterValues): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;
}

/**
 * The `sort_by`/`sort_order` to send when the sorted column is sorted by the server (`serverSorts`
 * holds its `sort_by` value by column key); nothing when the list is unsorted or the column sorts
 * the loaded page only.
 */
export function serverSortInput(
  sort: SortState,
  serverSorts: Readonly<Record<string, string>>,
): { sort_by: string; sort_order: 'asc' | 'desc' } | undefined {
  const sortBy = sort && Object.hasOwn(serverSorts, sort.key) ? serverSorts[sort.key] : undefined;
  return sort && sortBy ? { sort_by: sortBy, sort_order: sort.direction } : undefined;
}

/** Where a list stands: the page it asks for, its order, its answer and the rows picked on it. */
export type PagedListState<Data> = {
  /** The caller's filters as last seen (JSON); other filters start again from the first page. */
  filtersKey: string;
  page: number;
  pageSize: number;
  sort: SortState;
  load: LoadState<Data>;
  /** The latest request: answers to earlier ones arrive too late to count. */
  ticket: number;
  /** A request is out, quiet or not (a refresh button spins while the rows stay). */
  refreshing: boolean;
  selected: ReadonlySet<number>;
};

/** A page of rows as every list call answers it. */
type Page = { list: readonly unknown[]; total: number };

export type PagedListAction<Data> =
  | { type: 'filters'; key: string }
  | { type: 'page'; page: number }
  | { type: 'page_size'; pageSize: number }
  /** `serverSorted`: the server orders by that column, so the new order starts from page 1. */
  | { type: 'sort'; key: string; serverSorted: boolean }
  /** A quiet request (a timer's) never shows loading nor replaces the rows by an error. */
  | { type: 'request'; ticket: number; quiet: boolean }
  /** `keepSelection`: picked rows still on the page stay picked (a list refreshed by a timer). */
  | { type: 'answer'; ticket: number; data: Data; keepSelection: boolean }
  | { type: 'failure'; ticket: number; quiet: boolean; message: string }
  /** One row as the server answered it anew (a wallet's balances read now): swapped in place. */
  | { type: 'replace_row'; row: { id: number } }
  | { type: 'toggle_row'; id: number }
  | { type: 'toggle_all'; ids: readonly number[] }
  | { type: 'clear_selection' };

const NOTHING_SELECTED: ReadonlySet<number> = new Set();

/** A list before its first answer: first page, the smallest page size, the server's order. */
export function initialPagedList<Data>(filtersKey: string): PagedListState<Data> {
  return {
    filtersKey,
    page: 1,
    pageSize: PAGE_SIZES[0] ?? 20,
    sort: null,
    load: { status: 'loading' },
    ticket: 0,
    refreshing: false,
    selected: NOTHING_SELECTED,
  };
}

/** A new question (filters, page, size, server order): what was picked belongs to the old one. */
function startOver<Data>(state: PagedListState<Data>, change: Partial<PagedListState<Data>>) {
  return { ...state, ...change, selected: NOTHING_SELECTED };
}

/**
 * Every change of a paged list as a pure step, so the paging rules and the protection against
 * late answers are tested without React or a server.
 */
export function pagedListReducer<Data extends Page>(
  state: PagedListState<Data>,
  action: PagedListAction<Data>,
): PagedListState<Data> {
  switch (action.type) {
    case 'filters':
      return action.key === state.filtersKey ? state : startOver(state, { filtersKey: action.key, page: 1 });
    case 'page':
      return startOver(state, { page: action.page });
    case 'page_size':
      return startOver(state, { page: 1, pageSize: action.pageSize });
    case 'sort': {
      const sort = nextSort(state.sort, action.key);
      // Sorting the loaded page only reorders what is shown: same page, same picks.
      return action.serverSorted ? startOver(state, { sort, page: 1 }) : { ...state, sort };
    }
    case 'request':
      return {
        ...state,
        ticket: action.ticket,
        refreshing: true,
        // The rows stay on screen while they are asked again.
        load: action.quiet || state.load.status === 'ready' ? state.load : { status: 'loading' },
      };
    case 'answer': {
      if (action.ticket !== state.ticket) return state;
      const offset = (state.page - 1) * state.pageSize;
      return {
        ...state,
        load: { status: 'ready', data: action.data },
        refreshing: false,
        selected: action.keepSelection
          ? keepPresent(state.selected, keyRows(action.data.list, offset))
          : NOTHING_SELECTED,
      };
    }
    case 'failure':
      if (action.ticket !== state.ticket) return state;
      // A failed quiet refresh keeps the rows the reader is looking at.
      return {
        ...state,
        refreshing: false,
        load: action.quiet ? state.load : { status: 'error', message: action.message },
      };
    case 'replace_row': {
      if (state.load.status !== 'ready') return state;
      const { data } = state.load;
      // The rest of the page, its order and what is picked stay as they are: nothing was asked again.
      const list = data.list.map((row) =>
        (row as { id?: unknown }).id === action.row.id ? action.row : row,
      );
      return { ...state, load: { status: 'ready', data: { ...data, list } } };
    }
    case 'toggle_row': {
      const selected = new Set(state.selected);
      if (!selected.delete(action.id)) selected.add(action.id);
      return { ...state, selected };
    }
    case 'toggle_all':
      return {
        ...state,
        selected: state.selected.size === action.ids.length ? NOTHING_SELECTED : new Set(action.ids),
      };
    case 'clear_selection':
      return { ...state, selected: NOTHING_SELECTED };
  }
}

/** The input of one request: the caller's filters, the server's order when it sorts, the page. */
export function pagedInput(
  filters: object,
  state: Pick<PagedListState<unknown>, 'sort' | 'page' | 'pageSize'>,
  serverSorts: Readonly<Record<string, string>>,
): Record<string, unknown> {
  return {
    ...filters,
    ...serverSortInput(state.sort, serverSorts),
    page: state.page,
    page_size: state.pageSize,
  };
}
