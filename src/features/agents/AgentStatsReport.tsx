import '../statistics/statistics.css';
import { HTMLTable, Section, SectionCard } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import { Chart, useChartColors } from '../../ui/charts/Chart';
import { Money } from '../money/money-cells';
import { formatMoney } from '../money/money-format';
import { SkeletonRows } from '../statistics/NumberTable';
import { StatCard, StatGrid } from '../statistics/StatCard';
import { agentChartOptions, isQuietRange } from './agent-chart';
import { type AgentFigures, type AgentPeriodRow, agentTotals } from './agent-stats';

export type AgentStatsReportProps = {
  /** Every period of the range in order, zero-filled; null while the first answer is on its way. */
  rows: readonly AgentPeriodRow[] | null;
  /** The chart's axis label of a period (`11-27`, `2026-11`). */
  axisLabel(period: string): string;
  chartTitleKey: MessageKey;
  tableTitleKey: MessageKey;
  /** Header of the table's first column: date or month. */
  periodTitleKey: MessageKey;
  /** What the paying-customers figure adds up: customer-days or customer-months. */
  payingDetailKey: MessageKey;
  loading: boolean;
};

const FIGURE_COLUMNS: readonly { key: keyof AgentFigures; titleKey: MessageKey }[] = [
  { key: 'new_customers', titleKey: 'agents_ui.new_customers' },
  { key: 'paying_customers', titleKey: 'agents_ui.paying_customers' },
  { key: 'purchase_amount', titleKey: 'agents_ui.purchase_amount' },
  { key: 'share_amount', titleKey: 'agents_ui.share_amount' },
];

function Figure({ row, column }: { row: AgentFigures; column: (typeof FIGURE_COLUMNS)[number] }) {
  const value = row[column.key];
  return typeof value === 'string' ? <Money amount={value} /> : <FormattedNumber value={value} />;
}

/** The range's four figures as cards: customers gained and paying, purchases and shares in USDT. */
function AgentTotalsCards({
  totals,
  payingDetailKey,
}: {
  totals: AgentFigures | null;
  payingDetailKey: MessageKey;
}) {
  const intl = useIntl();
  const usdt = (amount: string) =>
    intl.formatMessage({ id: 'agents_ui.usdt_amount' }, { amount: formatMoney(intl, amount) });
  return (
    <StatGrid>
      <StatCard
        icon="new-person"
        tone="primary"
        label={<FormattedMessage id="agents_ui.new_customers" />}
        value={totals && intl.formatNumber(totals.new_customers)}
      />
      <StatCard
        icon="people"
        label={<FormattedMessage id="agents_ui.paying_customers" />}
        value={totals && intl.formatNumber(totals.paying_customers)}
        detail={<FormattedMessage id={payingDetailKey} />}
      />
      <StatCard
        icon="shopping-cart"
        label={<FormattedMessage id="agents_ui.purchase_total" />}
        value={totals && usdt(totals.purchase_amount)}
      />
      <StatCard
        icon="bank-account"
        tone="primary"
        label={<FormattedMessage id="agents_ui.share_total" />}
        value={totals && usdt(totals.share_amount)}
      />
    </StatGrid>
  );
}

/**
 * The body of both agent statistics pages: the range's figures as cards, purchases and shares as
 * bars with paying customers as a line, and the periods newest first with the range's totals.
 */
export function AgentStatsReport({ rows, axisLabel, loading, ...keys }: AgentStatsReportProps) {
  const intl = useIntl();
  const colors = useChartColors();
  const totals = useMemo(() => rows && agentTotals(rows), [rows]);
  const newestFirst = useMemo(() => rows && [...rows].reverse(), [rows]);
  const option = useMemo(
    () =>
      rows &&
      agentChartOptions({
        rows,
        categories: rows.map((row) => axisLabel(row.period)),
        names: {
          purchase: intl.formatMessage({ id: 'agents_ui.purchase_amount' }),
          share: intl.formatMessage({ id: 'agents_ui.share_amount' }),
          paying: intl.formatMessage({ id: 'agents_ui.paying_customers' }),
        },
        colors,
        format: (value) => intl.formatNumber(value, { maximumFractionDigits: 2 }),
      }),
    [rows, axisLabel, intl, colors],
  );
  const chartTitle = intl.formatMessage({ id: keys.chartTitleKey });
  return (
    <>
      <AgentTotalsCards totals={totals} payingDetailKey={keys.payingDetailKey} />
      <Section compact icon="timeline-bar-chart" title={chartTitle}>
        <SectionCard>
          <Chart
            option={option}
            label={chartTitle}
            loading={loading}
            empty={rows !== null && isQuietRange(rows)}
            emptyText={<FormattedMessage id="agents_ui.stats_empty" />}
            height={300}
          />
        </SectionCard>
      </Section>
      <Section compact icon="th" title={intl.formatMessage({ id: keys.tableTitleKey })}>
        <SectionCard className="lc-stats-flush">
          <div className="lc-stats-table">
            <HTMLTable compact striped className="lc-table-grid">
              <caption className="lc-stat-hidden">{chartTitle}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <FormattedMessage id={keys.periodTitleKey} />
                  </th>
                  {FIGURE_COLUMNS.map((column) => (
                    <th key={column.key} scope="col" className="lc-stats-number">
                      <FormattedMessage id={column.titleKey} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {newestFirst === null ? (
                  <SkeletonRows columns={FIGURE_COLUMNS.length + 1} />
                ) : (
                  newestFirst.map((row) => (
                    <tr key={row.period}>
                      <th scope="row">{row.period}</th>
                      {FIGURE_COLUMNS.map((column) => (
                        <td key={column.key} className="lc-stats-number">
                          <Figure row={row} column={column} />
                        </td>
                      ))}
                    </tr>
                  ))
                )}
              </tbody>
              {totals && (
                <tfoot>
                  <tr>
                    <th scope="row">
                      <FormattedMessage id="statistics.total" />
                    </th>
                    {FIGURE_COLUMNS.map((column) => (
                      <td key={column.key} className="lc-stats-number">
                        <Figure row={totals} column={column} />
                      </td>
                    ))}
                  </tr>
                </tfoot>
              )}
            </HTMLTable>
          </div>
        </SectionCard>
      </Section>
    </>
  );
}
