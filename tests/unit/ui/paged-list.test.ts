import { describe, expect, it } from 'vitest';
import {
  initialPagedList,
  keepPresent,
  keyRows,
  nextSort,
  type PagedListAction,
  type PagedListState,
  pagedInput,
  pagedListReducer,
  serverSortInput,
  withoutBlanks,
} from '../../../src/ui/paged-list/paged-list-state';

type Page = { list: { id: number; name: string }[]; total: number };

const page = (...ids: number[]): Page => ({
  list: ids.map((id) => ({ id, name: `code ${id}` })),
  total: ids.length,
});

/** Runs the actions from a fresh list (filters `{}`), as the hook would dispatch them. */
const run = (actions: PagedListAction<Page>[], from = initialPagedList<Page>('{}')): PagedListState<Page> =>
  actions.reduce(pagedListReducer<Page>, from);

/** A list that has answered once, showing rows 1–3. */
const answered = run([
  { type: 'request', ticket: 1, quiet: false },
  { type: 'answer', ticket: 1, data: page(1, 2, 3), keepSelection: false },
]);

describe('paged list state', () => {
  it('starts loading on the first page of the smallest size, in the server’s order', () => {
    const state = initialPagedList<Page>('{}');
    expect(state).toMatchObject({ page: 1, pageSize: 20, sort: null, load: { status: 'loading' } });
    expect(state.selected.size).toBe(0);
  });

  it('starts again from the first page, without the picked rows, when the filters change', () => {
    const moved = run(
      [
        { type: 'page', page: 4 },
        { type: 'toggle_row', id: 2 },
      ],
      answered,
    );
    const filtered = pagedListReducer(moved, { type: 'filters', key: '{"keyword":"spring"}' });
    expect(filtered).toMatchObject({ page: 1, filtersKey: '{"keyword":"spring"}' });
    expect(filtered.selected.size).toBe(0);
    expect(pagedListReducer(moved, { type: 'filters', key: '{}' })).toBe(moved);
  });

  it('goes back to the first page on a new page size and keeps the size on a new page', () => {
    const sized = run(
      [
        { type: 'page', page: 3 },
        { type: 'page_size', pageSize: 50 },
      ],
      answered,
    );
    expect(sized).toMatchObject({ page: 1, pageSize: 50 });
    expect(run([{ type: 'page', page: 2 }], sized)).toMatchObject({ page: 2, pageSize: 50 });
  });

  it('sorts by the server from the first page, and on the loaded page without moving', () => {
    const onPage3 = run(
      [
        { type: 'page', page: 3 },
        { type: 'toggle_row', id: 1 },
      ],
      answered,
    );
    const byServer = pagedListReducer(onPage3, { type: 'sort', key: 'view_number', serverSorted: true });
    expect(byServer).toMatchObject({ page: 1, sort: { key: 'view_number', direction: 'asc' } });
    expect(byServer.selected.size).toBe(0);
    const onThePage = pagedListReducer(onPage3, { type: 'sort', key: 'name', serverSorted: false });
    expect(onThePage).toMatchObject({ page: 3, sort: { key: 'name', direction: 'asc' } });
    expect([...onThePage.selected]).toEqual([1]);
  });

  it('cycles a column ascending, descending, then back to the server’s order', () => {
    expect(nextSort(null, 'name')).toEqual({ key: 'name', direction: 'asc' });
    expect(nextSort({ key: 'name', direction: 'asc' }, 'name')).toEqual({ key: 'name', direction: 'desc' });
    expect(nextSort({ key: 'name', direction: 'desc' }, 'name')).toBeNull();
    expect(nextSort({ key: 'name', direction: 'desc' }, 'id')).toEqual({ key: 'id', direction: 'asc' });
  });

  it('keeps the rows on screen while it asks again, and shows loading when it has none', () => {
    const again = pagedListReducer(answered, { type: 'request', ticket: 2, quiet: false });
    expect(again.load).toBe(answered.load);
    expect(again.refreshing).toBe(true);
    const failed = run([{ type: 'failure', ticket: 2, quiet: false, message: 'down' }], again);
    expect(failed.load).toEqual({ status: 'error', message: 'down' });
    expect(pagedListReducer(failed, { type: 'request', ticket: 3, quiet: false }).load).toEqual({
      status: 'loading',
    });
  });

  it('drops an answer or a failure overtaken by a newer request', () => {
    const racing = run(
      [
        { type: 'request', ticket: 2, quiet: false },
        { type: 'request', ticket: 3, quiet: false },
        { type: 'answer', ticket: 2, data: page(9), keepSelection: false },
        { type: 'failure', ticket: 2, quiet: false, message: 'late' },
      ],
      answered,
    );
    expect(racing.load).toBe(answered.load);
    expect(racing.refreshing).toBe(true);
    const settled = pagedListReducer(racing, {
      type: 'answer',
      ticket: 3,
      data: page(7),
      keepSelection: false,
    });
    expect(settled.load).toEqual({ status: 'ready', data: page(7) });
    expect(settled.refreshing).toBe(false);
  });

  it('never replaces the rows by an error on a quiet refresh', () => {
    const quiet = run(
      [
        { type: 'request', ticket: 2, quiet: true },
        { type: 'failure', ticket: 2, quiet: true, message: 'down' },
      ],
      answered,
    );
    expect(quiet.load).toBe(answered.load);
    expect(quiet.refreshing).toBe(false);
  });

  it('clears the picked rows on an answer, or keeps those still listed when asked to', () => {
    const picked = run(
      [
        { type: 'toggle_row', id: 1 },
        { type: 'toggle_row', id: 3 },
      ],
      answered,
    );
    const refreshed = (keepSelection: boolean) =>
      run(
        [
          { type: 'request', ticket: 2, quiet: true },
          { type: 'answer', ticket: 2, data: page(3, 4), keepSelection },
        ],
        picked,
      );
    expect([...refreshed(true).selected]).toEqual([3]);
    expect(refreshed(false).selected.size).toBe(0);
  });

  it('picks and unpicks one row, all rows, and none', () => {
    expect([...run([{ type: 'toggle_row', id: 2 }], answered).selected]).toEqual([2]);
    expect(
      run(
        [
          { type: 'toggle_row', id: 2 },
          { type: 'toggle_row', id: 2 },
        ],
        answered,
      ).selected.size,
    ).toBe(0);
    const all = run([{ type: 'toggle_all', ids: [1, 2, 3] }], answered);
    expect([...all.selected]).toEqual([1, 2, 3]);
    expect(run([{ type: 'toggle_all', ids: [1, 2, 3] }], all).selected.size).toBe(0);
    expect(run([{ type: 'clear_selection' }], all).selected.size).toBe(0);
  });

  it('swaps one row for a call’s answer in place, keeping the page, its order and the picks', () => {
    const picked = run([{ type: 'toggle_row', id: 3 }], answered);
    const renamed = { id: 2, name: 'renamed' };
    const swapped = run([{ type: 'replace_row', row: renamed }], picked);
    expect(swapped.load).toEqual({
      status: 'ready',
      data: { total: 3, list: [page(1).list[0], renamed, page(3).list[0]] },
    });
    expect([...swapped.selected]).toEqual([3]);
    expect(swapped.ticket).toBe(picked.ticket);
  });

  it('ignores a row that is not on the page, or a list still loading', () => {
    const elsewhere = { id: 9, name: 'elsewhere' };
    expect(run([{ type: 'replace_row', row: elsewhere }], answered).load).toEqual(answered.load);
    const loading = initialPagedList<Page>('{}');
    const first = { id: 1, name: 'first' };
    expect(run([{ type: 'replace_row', row: first }], loading)).toBe(loading);
  });
});

describe('paged list input', () => {
  it('leaves blank filters out', () => {
    expect(withoutBlanks({ keyword: 'spring', group_id: undefined, status: '', owner_id: 0 })).toEqual({
      keyword: 'spring',
      owner_id: 0,
    });
  });

  it('adds the server sort of the sorted column and the page', () => {
    const sorts = { view_number: 'view_number' };
    const state = { sort: { key: 'view_number', direction: 'desc' } as const, page: 2, pageSize: 50 };
    expect(pagedInput({ keyword: 'spring', removed: true }, state, sorts)).toEqual({
      keyword: 'spring',
      removed: true,
      sort_by: 'view_number',
      sort_order: 'desc',
      page: 2,
      page_size: 50,
    });
    expect(pagedInput({}, { ...state, sort: { key: 'url', direction: 'asc' } }, sorts)).toEqual({
      page: 2,
      page_size: 50,
    });
  });

  it('asks the server to sort only by the columns it sorts', () => {
    expect(serverSortInput({ key: 'constructor', direction: 'asc' }, {})).toBeUndefined();
    expect(serverSortInput(null, { name: 'name' })).toBeUndefined();
  });

  it('keys rows without an id by their place in the whole list', () => {
    expect(keyRows([{ subject: 'a' }, { subject: 'b' }], 40).map((row) => row.id)).toEqual([41, 42]);
    expect(keyRows([{ id: 9, subject: 'a' }], 40)[0]?.id).toBe(9);
  });

  it('keeps only the picked rows still listed after a refresh', () => {
    expect([...keepPresent(new Set([1, 2, 3]), [{ id: 3 }, { id: 4 }])]).toEqual([3]);
  });
});
