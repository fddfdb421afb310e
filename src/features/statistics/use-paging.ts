import { useCallback, useMemo, useState } from 'react';
import { PAGE_SIZES } from '../../ui/paged-list/paged-list-state';
import type { StatisticsQuery } from './use-statistics';

export type Paging = { page: number; page_size: number };

/** The page of a paged statistics table; a new filter or order starts again from the first page. */
export function usePaging() {
  const [paging, setPaging] = useState<Paging>({ page: 1, page_size: PAGE_SIZES[0] ?? 20 });
  const setPage = useCallback((page: number) => setPaging((current) => ({ ...current, page })), []);
  const setPageSize = useCallback((page_size: number) => setPaging({ page: 1, page_size }), []);
  const firstPage = useCallback(() => setPaging((current) => ({ ...current, page: 1 })), []);
  return { paging, setPage, setPageSize, firstPage };
}

/**
 * The props a `ResourceTable` needs from a paged statistics call: its state, the page's rows
 * (mapped when the rows have no `id` of their own), paging and retry. Sorting is the panel's own.
 */
export function usePagedTableProps<Row extends { id: number }>(
  query: StatisticsQuery<{ total: number }>,
  rows: readonly Row[],
  pages: ReturnType<typeof usePaging>,
) {
  const { state, reload } = query;
  return useMemo(
    () => ({
      state,
      rows,
      total: state.status === 'ready' ? state.data.total : 0,
      page: pages.paging.page,
      pageSize: pages.paging.page_size,
      onPage: pages.setPage,
      onPageSize: pages.setPageSize,
      onRetry: reload,
    }),
    [state, rows, pages.paging, pages.setPage, pages.setPageSize, reload],
  );
}
