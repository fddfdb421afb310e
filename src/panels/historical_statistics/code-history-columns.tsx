import { FormattedNumber } from 'react-intl';
import type { CallInput, CallOutput } from '../../../contract/calls';
import { CodeName } from '../../features/statistics/CodeName';
import type { ColumnDef } from '../../ui/resource/types';
import { SiteTime } from '../../ui/SiteZone';

export type HistoryRow = CallOutput<'historical_statistics/inquire'>['list'][number];
export type HistorySort = NonNullable<CallInput<'historical_statistics/inquire'>['sort']>;

/** Columns the server can order by; their keys are the contract's `sort` values. */
export const HISTORY_SORTS: readonly HistorySort[] = ['visits', 'unique_ips', 'today_visits', 'created_at'];

export function isHistorySort(key: string): key is HistorySort {
  return (HISTORY_SORTS as readonly string[]).includes(key);
}

function count(key: 'visits' | 'unique_ips' | 'today_visits' | 'yesterday_visits' | 'last_7_days') {
  return (row: HistoryRow) => <FormattedNumber value={row[key]} />;
}

export const HISTORY_COLUMNS: ColumnDef<HistoryRow>[] = [
  {
    key: 'name',
    titleKey: 'statistics.code',
    render: (row) => <CodeName code={row} />,
  },
  {
    key: 'visits',
    titleKey: 'statistics.total_visits',
    align: 'right',
    width: 110,
    serverSort: 'visits',
    render: count('visits'),
  },
  {
    key: 'unique_ips',
    titleKey: 'statistics.unique_ips',
    align: 'right',
    width: 100,
    serverSort: 'unique_ips',
    render: count('unique_ips'),
  },
  {
    key: 'today_visits',
    titleKey: 'statistics.today',
    align: 'right',
    width: 90,
    serverSort: 'today_visits',
    render: count('today_visits'),
  },
  {
    key: 'yesterday_visits',
    titleKey: 'statistics.yesterday',
    align: 'right',
    width: 90,
    render: count('yesterday_visits'),
  },
  {
    key: 'last_7_days',
    titleKey: 'statistics.last_7_days',
    align: 'right',
    width: 100,
    render: count('last_7_days'),
  },
  {
    key: 'created_at',
    titleKey: 'statistics.created_at',
    width: 150,
    serverSort: 'created_at',
    render: (row) => <SiteTime iso={row.created_at} />,
  },
];
