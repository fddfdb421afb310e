import { Section, SectionCard } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedNumber, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import type { PanelProps } from '../../core/panels/types';
import { CountsChart } from '../../features/statistics/CountsChart';
import { useDays } from '../../features/statistics/CountsReport';
import { KeywordFilter, RangeField } from '../../features/statistics/filters';
import { METRIC_LABEL_KEYS } from '../../features/statistics/metrics';
import { StatisticsFrame } from '../../features/statistics/StatisticsFrame';
import { TotalsCards } from '../../features/statistics/TotalsCards';
import { useDayRange } from '../../features/statistics/use-day-range';
import { usePagedTableProps, usePaging } from '../../features/statistics/use-paging';
import { type StatisticsQuery, useStatistics } from '../../features/statistics/use-statistics';
import type { CountsRow } from '../../ui/charts/series';
import type { DayRange } from '../../ui/days';
import { ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef } from '../../ui/resource/types';

type Summary = CallOutput<'visit_summary/inquire'>;
/** The table wants an `id`; a user's row is identified by the user. */
type UserRow = Summary['list'][number] & { id: number };

const DEFAULT_DAYS = 7;
const NO_ROWS: UserRow[] = [];

function countColumn(key: keyof CountsRow | 'active_codes'): ColumnDef<UserRow> {
  return {
    key,
    titleKey: key === 'active_codes' ? 'statistics.active_codes' : METRIC_LABEL_KEYS[key],
    align: 'right',
    width: 110,
    render: (row) => <FormattedNumber value={row[key]} />,
  };
}

const USER_COLUMNS: ColumnDef<UserRow>[] = [
  { key: 'account', titleKey: 'statistics.account' },
  countColumn('visits'),
  countColumn('unique_ips'),
  countColumn('refused'),
  countColumn('bots'),
  countColumn('active_codes'),
];

type BodyProps = {
  query: StatisticsQuery<Summary>;
  data: Summary | null;
  range: DayRange;
  pages: ReturnType<typeof usePaging>;
};

function SummaryBody({ query, data, range, pages }: BodyProps) {
  const intl = useIntl();
  const { days, categories } = useDays(data?.days, range);
  const rows = useMemo(
    () => (data ? data.list.map((row) => ({ ...row, id: row.user_id })) : NO_ROWS),
    [data],
  );
  const table = usePagedTableProps(query, rows, pages);
  const chartTitle = intl.formatMessage({ id: 'statistics.platform_by_day' });
  return (
    <>
      <TotalsCards totals={data?.totals ?? null} />
      <Section compact icon="timeline-line-chart" title={chartTitle}>
        <SectionCard>
          <CountsChart rows={days} categories={categories} label={chartTitle} loading={query.busy} />
        </SectionCard>
      </Section>
      <Section compact icon="people" title={intl.formatMessage({ id: 'statistics.by_user' })}>
        <SectionCard className="lc-stats-flush">
          <ResourceTable<UserRow> {...table} columns={USER_COLUMNS} sort={null} onSort={() => undefined} />
        </SectionCard>
      </Section>
    </>
  );
}

/** The platform's visits over a range: totals, a line per day and every user's share, busiest first. */
export default function VisitSummaryPanel(_props: PanelProps) {
  const { range, setRange, initial } = useDayRange(DEFAULT_DAYS);
  const [keyword, setKeyword] = useState<string | undefined>();
  const pages = usePaging();
  const query = useStatistics('visit_summary/inquire', { ...range, keyword, ...pages.paging });
  return (
    <StatisticsFrame
      query={query}
      filters={
        <>
          <RangeField
            range={range}
            defaultRange={initial}
            onChange={(next) => {
              setRange(next);
              pages.firstPage();
            }}
          />
          <KeywordFilter
            value={keyword}
            placeholderKey="statistics.search_account"
            onChange={(next) => {
              setKeyword(next);
              pages.firstPage();
            }}
          />
        </>
      }
    >
      {(data) => <SummaryBody query={query} data={data} range={query.answered ?? range} pages={pages} />}
    </StatisticsFrame>
  );
}
