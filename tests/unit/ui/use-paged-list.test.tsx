// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PagedListController, usePagedList } from '../../../src/ui/paged-list/use-paged-list';

/** Each call the hook makes, answered when the test says so. */
const calls: { path: string; input: Record<string, unknown>; answer(list: number[]): void }[] = [];

vi.mock('../../../src/core/api/api', () => ({
  api: {
    call: (path: string, input: Record<string, unknown>) =>
      new Promise((resolve) =>
        calls.push({
          path,
          input,
          answer: (ids) => resolve({ list: ids.map((id) => ({ id, name: `job ${id}` })), total: ids.length }),
        }),
      ),
  },
  errorMessage: (error: unknown) => String(error),
}));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Jobs = PagedListController<'async_operations/inquire'>;
let list: Jobs;
let root: Root;

function Jobs({ status }: { status?: 1 | 2 | 3 }) {
  list = usePagedList('async_operations/inquire', { status });
  return null;
}

const render = (status?: 1 | 2 | 3) => act(() => root.render(<Jobs status={status} />));
const answer = (index: number, ids: number[]) => act(async () => calls[index]?.answer(ids));

beforeEach(() => {
  calls.length = 0;
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

describe('the paged list hook', () => {
  it('asks for the first page and shows its rows', async () => {
    await render();
    expect(calls.map((call) => call.input)).toEqual([{ page: 1, page_size: 20 }]);
    expect(list.state.status).toBe('loading');
    await answer(0, [1, 2]);
    expect(list.rows.map((row) => row.id)).toEqual([1, 2]);
    expect(list.total).toBe(2);
  });

  it('asks once, from the first page, when the filters change', async () => {
    await render();
    await answer(0, [1]);
    await act(async () => list.setPage(3));
    expect(calls[1]?.input).toEqual({ page: 3, page_size: 20 });
    await render(2);
    expect(calls.slice(2).map((call) => call.input)).toEqual([{ status: 2, page: 1, page_size: 20 }]);
    expect(list.query.page).toBe(1);
  });

  it('drops an answer that a newer request overtook', async () => {
    await render();
    await act(async () => list.reload());
    await answer(1, [7]);
    await answer(0, [9]);
    expect(list.rows.map((row) => row.id)).toEqual([7]);
  });
});
