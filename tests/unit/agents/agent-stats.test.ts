import { describe, expect, it } from 'vitest';
import { agentChartOptions, isQuietRange } from '../../../src/features/agents/agent-chart';
import {
  addMonths,
  agentTotals,
  fillAgentDays,
  fillAgentMonths,
  lastMonthsRange,
  monthList,
  monthRangeProblem,
  zeroFigures,
} from '../../../src/features/agents/agent-stats';
import { sumMoney } from '../../../src/features/money/money-rules';
import { chartColors } from '../../../src/ui/charts/chart-theme';

const figures = (purchase: string, share: string, paying = 1, fresh = 0) => ({
  new_customers: fresh,
  paying_customers: paying,
  purchase_amount: purchase,
  share_amount: share,
});

describe('sumMoney', () => {
  it.each([
    [[], '0'],
    [['0.1', '0.2'], '0.3'],
    [['29.9', '33.29667', '9.96567'], '73.16234'],
    [['99999999999999.999999', '0.000001'], '100000000000000'],
    [['1.5', '-1.5'], '0'],
  ])('adds %j to %s, digit for digit', (amounts, sum) => {
    expect(sumMoney(amounts)).toBe(sum);
  });
});

describe('the agent daily statistics', () => {
  it('fill the days the server left out with zeros, in order', () => {
    const rows = fillAgentDays(
      [
        { date: '2026-11-30', ...figures('10', '1') },
        { date: '2026-12-02', ...figures('5.5', '0.55') },
      ],
      { start_date: '2026-11-29', end_date: '2026-12-02' },
    );
    expect(rows.map((row) => row.period)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(rows[0]).toEqual({ period: '2026-11-29', ...zeroFigures() });
    expect(rows[2]).toEqual({ period: '2026-12-01', ...zeroFigures() });
    expect(rows[3]).toEqual({ period: '2026-12-02', ...figures('5.5', '0.55') });
  });

  it('add up the range exactly: counts as numbers, amounts as decimals', () => {
    expect(agentTotals([figures('0.1', '0.01', 2, 1), figures('0.2', '0.02', 3, 0), zeroFigures()])).toEqual({
      new_customers: 1,
      paying_customers: 5,
      purchase_amount: '0.3',
      share_amount: '0.03',
    });
  });
});

describe('the agent historical statistics', () => {
  it('count months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 1)).toBe('2026-01');
    expect(addMonths('2026-11', -11)).toBe('2025-12');
    expect(monthList('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthList('2026-02', '2026-01')).toEqual([]);
  });

  it('start on the last 12 months through the current one', () => {
    expect(lastMonthsRange(12, '2026-11-27')).toEqual({ start_month: '2025-12', end_month: '2026-11' });
  });

  it('refuse a reversed month range before asking', () => {
    expect(monthRangeProblem({ start_month: '2026-05', end_month: '2026-04' })).toBe(
      'agents_ui.month_range_order',
    );
    expect(monthRangeProblem({ start_month: '2026-04', end_month: '2026-04' })).toBeNull();
  });

  it('fill the months the server left out with zeros', () => {
    const rows = fillAgentMonths([{ month: '2026-02', ...figures('7', '0.7') }], {
      start_month: '2026-01',
      end_month: '2026-03',
    });
    expect(rows).toEqual([
      { period: '2026-01', ...zeroFigures() },
      { period: '2026-02', ...figures('7', '0.7') },
      { period: '2026-03', ...zeroFigures() },
    ]);
  });
});

describe('the agent statistics chart', () => {
  const rows = [
    { period: '2026-01', ...figures('1299', '129.9', 2) },
    { period: '2026-02', ...zeroFigures() },
  ];

  it('draws amounts as bars and paying customers as a line on the second axis', () => {
    const option = agentChartOptions({
      rows,
      categories: ['01', '02'],
      names: { purchase: 'P', share: 'S', paying: 'C' },
      colors: chartColors(false),
      format: String,
    });
    const series = option.series as { type: string; data: number[]; yAxisIndex: number }[];
    expect(series.map((entry) => [entry.type, entry.yAxisIndex, entry.data])).toEqual([
      ['bar', 0, [1299, 0]],
      ['bar', 0, [129.9, 0]],
      ['line', 1, [2, 0]],
    ]);
    expect(option.yAxis).toHaveLength(2);
  });

  it('has nothing to draw when no period sold anything', () => {
    expect(isQuietRange(rows)).toBe(false);
    expect(isQuietRange([{ period: '2026-02', ...zeroFigures() }])).toBe(true);
  });
});
