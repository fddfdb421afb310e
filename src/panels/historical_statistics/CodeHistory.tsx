import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { GroupSelect } from '../../features/codes/GroupSelect';
import { useCodeGroups } from '../../features/codes/use-code-groups';
import { CodeStatsActions } from '../../features/statistics/CodeStatsActions';
import { KeywordFilter } from '../../features/statistics/filters';
import { StatisticsToolbar } from '../../features/statistics/StatisticsToolbar';
import { usePagedTableProps, usePaging } from '../../features/statistics/use-paging';
import { useStatistics } from '../../features/statistics/use-statistics';
import { ResourceTable } from '../../ui/resource/ResourceTable';
import { HISTORY_COLUMNS, type HistoryRow, type HistorySort, isHistorySort } from './code-history-columns';

const NO_ROWS: HistoryRow[] = [];

/**
 * Every code of the caller with its all-time, today's, yesterday's and last week's visits, ordered
 * by the server (busiest first), one page at a time.
 */
export function CodeHistory() {
  const intl = useIntl();
  const { groups } = useCodeGroups();
  const [keyword, setKeyword] = useState<string | undefined>();
  const [groupId, setGroupId] = useState<number | null>(null);
  const [sort, setSort] = useState<HistorySort>('visits');
  const pages = usePaging();
  const query = useStatistics('historical_statistics/inquire', {
    keyword,
    ...(groupId ? { group_id: groupId } : {}),
    sort,
    ...pages.paging,
  });
  const rows = query.state.status === 'ready' ? query.state.data.list : NO_ROWS;
  const table = usePagedTableProps(query, rows, pages);
  // The server orders one way only, busiest (or newest) first.
  const sortState = useMemo(() => ({ key: sort, direction: 'desc' as const }), [sort]);
  return (
    <div className="lc-resource">
      <StatisticsToolbar query={query}>
        <KeywordFilter
          value={keyword}
          placeholderKey="statistics.search_code"
          onChange={(next) => {
            setKeyword(next);
            pages.firstPage();
          }}
        />
        <GroupSelect
          groups={groups}
          label={intl.formatMessage({ id: 'statistics.group' })}
          groupId={groupId}
          onChange={(next) => {
            setGroupId(next);
            pages.firstPage();
          }}
        />
      </StatisticsToolbar>
      <ResourceTable<HistoryRow>
        {...table}
        columns={HISTORY_COLUMNS}
        sort={sortState}
        onSort={(key) => {
          if (!isHistorySort(key)) return;
          setSort(key);
          pages.firstPage();
        }}
        rowActions={(row) => <CodeStatsActions code={row} />}
      />
    </div>
  );
}
