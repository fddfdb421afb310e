import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import type { PanelProps } from '../../core/panels/types';
import { HourReport, useHours } from '../../features/statistics/CountsReport';
import { DayField } from '../../features/statistics/filters';
import type { NumberColumn } from '../../features/statistics/NumberTable';
import { StatisticsFrame } from '../../features/statistics/StatisticsFrame';
import { useSiteToday } from '../../features/statistics/use-site-today';
import { useStatistics } from '../../features/statistics/use-statistics';
import { useChartColors } from '../../ui/charts/Chart';
import type { TrendSeries } from '../../ui/charts/line-options';
import { column, zeroCounts } from '../../ui/charts/series';

type VisitHours = CallOutput<'visit_hour_statistics/inquire'>;
type HourRow = VisitHours['list'][number];

const ACTIVE_CODES_COLUMN: readonly NumberColumn<HourRow>[] = [
  { key: 'active_codes', titleKey: 'statistics.active_codes', value: (row) => row.active_codes },
];

function VisitHourBody({ data, loading }: { data: VisitHours | null; loading: boolean }) {
  const intl = useIntl();
  const colors = useChartColors();
  const hours = useHours(data?.list, (hour) => ({ hour, active_codes: 0, ...zeroCounts() }));
  // Codes are counted on their own axis: a handful beside thousands of visits would lie flat.
  const activeCodes = useMemo<TrendSeries[]>(
    () => [
      {
        name: intl.formatMessage({ id: 'statistics.active_codes' }),
        values: column(hours ?? [], 'active_codes'),
        kind: 'line',
        secondAxis: true,
        color: colors.palette[4],
      },
    ],
    [hours, intl, colors],
  );
  return (
    <HourReport<HourRow>
      totals={data?.totals ?? null}
      rows={hours}
      chartTitleKey="statistics.platform_by_hour"
      kind="bar"
      loading={loading}
      extraSeries={activeCodes}
      extraColumns={ACTIVE_CODES_COLUMN}
    />
  );
}

/** The whole platform's visits hour by hour on one day, with the codes active in each hour. */
export default function VisitHourStatisticsPanel(_props: PanelProps) {
  const siteToday = useSiteToday();
  const [day, setDay] = useState(siteToday);
  const query = useStatistics('visit_hour_statistics/inquire', { date: day });
  return (
    <StatisticsFrame query={query} filters={<DayField day={day} onChange={setDay} />}>
      {(data) => <VisitHourBody data={data} loading={query.busy} />}
    </StatisticsFrame>
  );
}
