import { Section, SectionCard } from '@blueprintjs/core';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import type { TrendKind, TrendSeries } from '../../ui/charts/line-options';
import { type CountsRow, fillDays, fillHours, zeroCounts } from '../../ui/charts/series';
import { type DayRange, HOUR_LABELS, hourLabel, shortDay } from '../../ui/days';
import { CountsChart } from './CountsChart';
import { COUNT_COLUMNS } from './metrics';
import { type NumberColumn, NumberTable } from './NumberTable';
import { TotalsCards } from './TotalsCards';

export type CountsReportProps<Row extends CountsRow> = {
  totals: CountsRow | null;
  /** Rows in axis order, zero-filled; null while the first answer is on its way. */
  rows: readonly Row[] | null;
  categories: readonly string[];
  chartTitleKey: MessageKey;
  tableTitleKey: MessageKey;
  /** Header of the table's first column (date, hour) and what each row shows there. */
  labelTitleKey: MessageKey;
  label(row: Row): ReactNode;
  rowKey(row: Row): string | number;
  kind: TrendKind;
  loading: boolean;
  /** Days read best newest first; hours in clock order. */
  newestFirst?: boolean;
  /** Counts beyond the four (active codes): a series on the chart and a column in the table. */
  extraSeries?: readonly TrendSeries[];
  extraColumns?: readonly NumberColumn<Row>[];
};

/** The body of a period report: the period's totals as cards, its trend, and its table with totals. */
export function CountsReport<Row extends CountsRow>(props: CountsReportProps<Row>) {
  const intl = useIntl();
  const { rows, newestFirst = false, extraColumns } = props;
  const tableRows = useMemo(() => (rows && newestFirst ? [...rows].reverse() : rows), [rows, newestFirst]);
  const columns = useMemo(() => [...COUNT_COLUMNS, ...(extraColumns ?? [])], [extraColumns]);
  const chartTitle = intl.formatMessage({ id: props.chartTitleKey });
  return (
    <>
      <TotalsCards totals={props.totals} />
      <Section compact icon="timeline-line-chart" title={chartTitle}>
        <SectionCard>
          <CountsChart
            rows={rows}
            categories={props.categories}
            kind={props.kind}
            extra={props.extraSeries}
            label={chartTitle}
            loading={props.loading}
            height={300}
          />
        </SectionCard>
      </Section>
      <Section compact icon="th" title={intl.formatMessage({ id: props.tableTitleKey })}>
        <SectionCard className="lc-stats-flush">
          <NumberTable<Row>
            rows={tableRows}
            caption={chartTitle}
            labelTitleKey={props.labelTitleKey}
            label={props.label}
            rowKey={props.rowKey}
            columns={columns}
            totals={props.totals ?? undefined}
          />
        </SectionCard>
      </Section>
    </>
  );
}

type HourRow = CountsRow & { hour: number };

/** The 24 hours of a day in order, zero-filled; null until the answer arrives. */
export function useHours<Row extends HourRow>(
  list: readonly Row[] | undefined,
  blank: (hour: number) => Row,
): Row[] | null {
  // `blank` is a fresh function each render; the rows only change with the answer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  return useMemo(() => (list ? fillHours(list, blank) : null), [list]);
}

type HourReportProps<Row extends HourRow> = Pick<
  CountsReportProps<Row>,
  'totals' | 'rows' | 'chartTitleKey' | 'kind' | 'loading' | 'extraSeries' | 'extraColumns'
>;

/** A day's report hour by hour: the hourly panels' body. */
export function HourReport<Row extends HourRow>(props: HourReportProps<Row>) {
  return (
    <CountsReport<Row>
      {...props}
      categories={HOUR_LABELS}
      tableTitleKey="statistics.by_hour"
      labelTitleKey="statistics.hour"
      label={(row) => hourLabel(row.hour)}
      rowKey={(row) => row.hour}
    />
  );
}

type DayRow = CountsRow & { date: string };

type DayReportProps = {
  data: { list: DayRow[]; totals: CountsRow } | null;
  /** The range the data answers: days it left out still show, as zero. */
  range: DayRange;
  chartTitleKey: MessageKey;
  kind: TrendKind;
  loading: boolean;
};

/**
 * Every day of the range the answer covers, zero-filled, with their axis labels: a day the server
 * left out still shows, as zero. `days` is null until the answer arrives.
 */
export function useDays(
  list: readonly DayRow[] | undefined,
  range: DayRange,
): { days: DayRow[] | null; categories: string[] } {
  return useMemo(() => {
    if (!list) return { days: null, categories: [] };
    const days = fillDays<DayRow>(list, range.start_date, range.end_date, (date) => ({
      date,
      ...zeroCounts(),
    }));
    return { days, categories: days.map((row) => shortDay(row.date)) };
  }, [list, range]);
}

/** A range's report day by day, newest first in the table: the daily panels' body. */
export function DayReport({ data, range, ...rest }: DayReportProps) {
  const { days, categories } = useDays(data?.list, range);
  return (
    <CountsReport<DayRow>
      {...rest}
      totals={data?.totals ?? null}
      rows={days}
      categories={categories}
      tableTitleKey="statistics.by_day"
      labelTitleKey="statistics.date"
      label={(row) => row.date}
      rowKey={(row) => row.date}
      newestFirst
    />
  );
}
