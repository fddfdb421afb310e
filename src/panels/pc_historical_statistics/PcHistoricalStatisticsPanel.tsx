import { Section, SectionCard } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import type { PanelProps } from '../../core/panels/types';
import { scopeInput } from '../../features/statistics/code-scope';
import { RangeAndScope } from '../../features/statistics/filters';
import { type NumberColumn, NumberTable } from '../../features/statistics/NumberTable';
import { ShareChart } from '../../features/statistics/ShareChart';
import { StatCard, StatGrid } from '../../features/statistics/StatCard';
import { StatisticsFrame } from '../../features/statistics/StatisticsFrame';
import { useDayRange } from '../../features/statistics/use-day-range';
import { useStatistics } from '../../features/statistics/use-statistics';
import { useTabScope } from '../../features/statistics/use-tab-scope';
import type { MessageKey } from '../../i18n/catalogues';
import { Chart, useChartColors } from '../../ui/charts/Chart';
import { trendOptions } from '../../ui/charts/line-options';
import { fillDays, isAllZero } from '../../ui/charts/series';
import { type DayRange, shortDay } from '../../ui/days';
import { DEVICES, type DeviceCounts, type DeviceName, deviceSeries, deviceShares } from './device-series';

type Devices = CallOutput<'pc_historical_statistics/inquire'>;
type DeviceDay = Devices['list'][number];

const DEFAULT_DAYS = 30;

const DEVICE_LABEL_KEYS: Readonly<Record<DeviceName, MessageKey>> = {
  desktop: 'statistics.desktop',
  mobile: 'statistics.mobile',
  bots: 'statistics.bots',
};

const DEVICE_COLUMNS: readonly NumberColumn<DeviceCounts>[] = DEVICES.map((device) => ({
  key: device,
  titleKey: DEVICE_LABEL_KEYS[device],
  value: (row) => row[device],
}));

function DeviceCards({ totals }: { totals: DeviceCounts | null }) {
  const intl = useIntl();
  const people = totals ? totals.desktop + totals.mobile : 0;
  return (
    <StatGrid>
      <StatCard
        icon="desktop"
        label={<FormattedMessage id="statistics.desktop" />}
        value={totals && intl.formatNumber(totals.desktop)}
      />
      <StatCard
        icon="mobile-phone"
        tone="primary"
        label={<FormattedMessage id="statistics.mobile" />}
        value={totals && intl.formatNumber(totals.mobile)}
      />
      <StatCard
        icon="predictive-analysis"
        tone="muted"
        label={<FormattedMessage id="statistics.bots" />}
        value={totals && intl.formatNumber(totals.bots)}
      />
      <StatCard
        icon="pie-chart"
        label={<FormattedMessage id="statistics.mobile_share" />}
        value={
          totals &&
          (people > 0
            ? intl.formatNumber(totals.mobile / people, { style: 'percent', maximumFractionDigits: 1 })
            : '—')
        }
      />
    </StatGrid>
  );
}

function DevicesBody({ data, range, loading }: { data: Devices | null; range: DayRange; loading: boolean }) {
  const intl = useIntl();
  const colors = useChartColors();
  const days = useMemo(
    () =>
      data
        ? fillDays<DeviceDay>(data.list, range.start_date, range.end_date, (date) => ({
            date,
            desktop: 0,
            mobile: 0,
            bots: 0,
          }))
        : null,
    [data, range],
  );
  const { series, option, shares } = useMemo(() => {
    const deviceName = (device: DeviceName) => intl.formatMessage({ id: DEVICE_LABEL_KEYS[device] });
    if (!data || !days) return { series: null, option: null, shares: null };
    const series = deviceSeries(days, colors, deviceName);
    const option = trendOptions({
      categories: days.map((row) => shortDay(row.date)),
      series,
      kind: 'bar',
      format: (value) => intl.formatNumber(value),
    });
    return { series, option, shares: deviceShares(data.totals, colors, deviceName) };
  }, [data, days, colors, intl]);
  const chartTitle = intl.formatMessage({ id: 'statistics.devices_by_day' });
  const pieTitle = intl.formatMessage({ id: 'statistics.devices_share' });
  const newestFirst = useMemo(() => (days ? [...days].reverse() : null), [days]);
  return (
    <>
      <DeviceCards totals={data?.totals ?? null} />
      <div className="lc-stats-columns">
        <Section compact icon="timeline-bar-chart" title={chartTitle}>
          <SectionCard>
            <Chart
              option={option}
              label={chartTitle}
              loading={loading}
              empty={series !== null && isAllZero(series.map((entry) => entry.values))}
              height={300}
            />
          </SectionCard>
        </Section>
        <Section compact icon="pie-chart" title={pieTitle}>
          <SectionCard>
            <ShareChart rows={shares} mode="pie" label={pieTitle} loading={loading} height={300} />
          </SectionCard>
        </Section>
      </div>
      <Section compact icon="th" title={intl.formatMessage({ id: 'statistics.by_day' })}>
        <SectionCard className="lc-stats-flush">
          <NumberTable<DeviceDay>
            rows={newestFirst}
            caption={chartTitle}
            labelTitleKey="statistics.date"
            label={(row) => row.date}
            rowKey={(row) => row.date}
            columns={DEVICE_COLUMNS}
            totals={data?.totals}
          />
        </SectionCard>
      </Section>
    </>
  );
}

/** Desktop against mobile visits per day over a range, with the range's split as a pie. */
export default function PcHistoricalStatisticsPanel({ tabId, config }: PanelProps) {
  const [scope, setScope] = useTabScope(tabId, config, 'menu.pc_historical_statistics');
  const days = useDayRange(DEFAULT_DAYS);
  const query = useStatistics('pc_historical_statistics/inquire', { ...scopeInput(scope), ...days.range });
  return (
    <StatisticsFrame query={query} filters={<RangeAndScope days={days} scope={scope} onScope={setScope} />}>
      {(data) => <DevicesBody data={data} range={query.answered ?? days.range} loading={query.busy} />}
    </StatisticsFrame>
  );
}
