import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Chart, useChartColors } from '../../ui/charts/Chart';
import type { Metric } from '../../ui/charts/chart-theme';
import { metricSeries, type TrendKind, type TrendSeries, trendOptions } from '../../ui/charts/line-options';
import { type CountsRow, isAllZero } from '../../ui/charts/series';
import { METRIC_LABEL_KEYS, TREND_METRICS } from './metrics';

export type CountsChartProps = {
  /** Rows of counts in axis order (zero-filled); null until the first answer. */
  rows: readonly CountsRow[] | null;
  /** One axis label per row. */
  categories: readonly string[];
  metrics?: readonly Metric[];
  kind?: TrendKind;
  /** Series beyond the counts (active codes), drawn with them. */
  extra?: readonly TrendSeries[];
  label: string;
  loading?: boolean;
  height?: number;
};

const NO_EXTRA: readonly TrendSeries[] = [];

/** A trend of counts over days or hours: the chart every statistics panel and dashboard shows. */
export function CountsChart({
  rows,
  categories,
  metrics = TREND_METRICS,
  kind = 'line',
  extra = NO_EXTRA,
  label,
  loading,
  height,
}: CountsChartProps) {
  const intl = useIntl();
  const colors = useChartColors();
  const series = useMemo(
    () =>
      rows === null
        ? null
        : [
            ...metricSeries(rows, metrics, colors, (metric) =>
              intl.formatMessage({ id: METRIC_LABEL_KEYS[metric] }),
            ),
            ...extra,
          ],
    [rows, metrics, colors, intl, extra],
  );
  const option = useMemo(
    () => series && trendOptions({ categories, series, kind, format: (value) => intl.formatNumber(value) }),
    [series, categories, kind, intl],
  );
  return (
    <Chart
      option={option}
      label={label}
      loading={loading}
      empty={series !== null && isAllZero(series.map((entry) => entry.values))}
      height={height}
    />
  );
}
