import { describe, expect, it } from 'vitest';
import { rankingOptions } from '../../../src/ui/charts/bar-options';
import { chartColors, echartsTheme, PRIMARY_COLOR } from '../../../src/ui/charts/chart-theme';
import { metricSeries, trendOptions } from '../../../src/ui/charts/line-options';
import { pieOptions, topWithOther } from '../../../src/ui/charts/pie-options';
import { column, fillDays, fillHours, isAllZero, sumCounts, zeroCounts } from '../../../src/ui/charts/series';

const format = (value: number) => `#${value}`;

function seriesList<T>(option: { series?: unknown }): T[] {
  return option.series as T[];
}

describe('series from statistics rows', () => {
  it('fills the days the answer left out with zeros, in calendar order', () => {
    const rows = [
      { date: '2025-03-01', ...zeroCounts(), visits: 4 },
      { date: '2025-02-27', ...zeroCounts(), visits: 2 },
    ];
    const filled = fillDays(rows, '2025-02-26', '2025-03-02', (date) => ({ date, ...zeroCounts() }));
    expect(filled.map((row) => row.date)).toEqual([
      '2025-02-26',
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(column(filled, 'visits')).toEqual([0, 2, 0, 4, 0]);
  });

  it('keeps a range across a daylight-saving change at one row per day', () => {
    const filled = fillDays([], '2025-03-29', '2025-04-01', (date) => ({ date }));
    expect(filled.map((row) => row.date)).toEqual(['2025-03-29', '2025-03-30', '2025-03-31', '2025-04-01']);
  });

  it('answers no days for a reversed range', () => {
    expect(fillDays([], '2025-03-02', '2025-03-01', (date) => ({ date }))).toEqual([]);
  });

  it('fills all 24 hours of a day in order', () => {
    const filled = fillHours(
      [
        { hour: 23, visits: 1 },
        { hour: 0, visits: 5 },
      ],
      (hour) => ({ hour, visits: 0 }),
    );
    expect(filled).toHaveLength(24);
    expect(filled[0]?.visits).toBe(5);
    expect(filled[23]?.visits).toBe(1);
    expect(filled.map((row) => row.hour)).toEqual([...Array(24).keys()]);
  });

  it('sees nothing to draw in no values or only zeros', () => {
    expect(isAllZero([])).toBe(true);
    expect(isAllZero([[0, 0], []])).toBe(true);
    expect(
      isAllZero([
        [0, 0],
        [0, 1],
      ]),
    ).toBe(false);
  });

  it('adds the counts of rows up', () => {
    expect(
      sumCounts([
        { visits: 3, unique_ips: 2, refused: 1, bots: 0 },
        { visits: 4, unique_ips: 1, refused: 0, bots: 2 },
      ]),
    ).toEqual({ visits: 7, unique_ips: 3, refused: 1, bots: 2 });
  });

  it('names each metric series and gives it the metric’s colour', () => {
    const colors = chartColors(false);
    const rows = [
      { visits: 5, unique_ips: 3, refused: 1, bots: 0 },
      { visits: 7, unique_ips: 4, refused: 0, bots: 1 },
    ];
    const series = metricSeries(rows, ['visits', 'refused'], colors, (metric) => metric.toUpperCase());
    expect(series).toEqual([
      { name: 'VISITS', values: [5, 7], color: colors.metric.visits },
      { name: 'REFUSED', values: [1, 0], color: colors.metric.refused },
    ]);
  });
});

describe('trend chart options', () => {
  type Series = {
    type: string;
    name: string;
    data: number[];
    yAxisIndex: number;
    stack?: string;
    areaStyle?: object;
  };

  it('draws one line per series over the categories, the first with an area', () => {
    const option = trendOptions({
      categories: ['05-11', '05-12'],
      series: [
        { name: 'visits', values: [1, 2], color: '#f5ca47' },
        { name: 'unique', values: [1, 1] },
      ],
      kind: 'line',
      format,
    });
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['05-11', '05-12'], boundaryGap: false });
    const [first, second] = seriesList<Series>(option);
    expect(first).toMatchObject({ type: 'line', name: 'visits', data: [1, 2], yAxisIndex: 0 });
    expect(first?.areaStyle).toBeDefined();
    expect(second?.areaStyle).toBeUndefined();
  });

  it('draws bars when asked, and lets one series stay a line', () => {
    const option = trendOptions({
      categories: ['00:00'],
      series: [
        { name: 'desktop', values: [1], stack: 'people' },
        { name: 'mobile', values: [2], stack: 'people' },
        { name: 'bots', values: [3], kind: 'line' },
      ],
      kind: 'bar',
      format,
    });
    expect(seriesList<Series>(option).map((entry) => [entry.type, entry.stack])).toEqual([
      ['bar', 'people'],
      ['bar', 'people'],
      ['line', undefined],
    ]);
  });

  it('adds a right-hand axis only for a series that asks for it', () => {
    const single = trendOptions({
      categories: ['a'],
      series: [{ name: 'v', values: [1] }],
      kind: 'bar',
      format,
    });
    expect(Array.isArray(single.yAxis)).toBe(false);
    const double = trendOptions({
      categories: ['a'],
      series: [
        { name: 'v', values: [1] },
        { name: 'codes', values: [1], secondAxis: true },
      ],
      kind: 'bar',
      format,
    });
    expect(double.yAxis).toHaveLength(2);
    expect(seriesList<Series>(double)[1]?.yAxisIndex).toBe(1);
  });

  it('formats tooltip values with the reader’s number format', () => {
    const option = trendOptions({
      categories: ['a'],
      series: [{ name: 'v', values: [1] }],
      kind: 'line',
      format,
    });
    const tooltip = option.tooltip as { valueFormatter(value: unknown): string };
    expect(tooltip.valueFormatter(1234)).toBe('#1234');
  });
});

describe('share charts', () => {
  const rows = [
    { name: 'a', value: 1 },
    { name: 'b', value: 9 },
    { name: 'c', value: 5 },
    { name: 'd', value: 0 },
    { name: 'e', value: 3 },
  ];

  it('keeps the largest values and adds the rest up as one', () => {
    expect(topWithOther(rows, 2, 'other')).toEqual([
      { name: 'b', value: 9 },
      { name: 'c', value: 5 },
      { name: 'other', value: 4 },
    ]);
  });

  it('drops values without visits and adds no empty remainder', () => {
    expect(topWithOther(rows, 4, 'other').map((row) => row.name)).toEqual(['b', 'c', 'e', 'a']);
  });

  it('shows only the top when there is no name for the rest', () => {
    expect(topWithOther(rows, 2, null).map((row) => row.name)).toEqual(['b', 'c']);
  });

  it('draws a donut whose slices keep fixed colours', () => {
    const option = pieOptions({
      rows: [
        { name: 'mobile', value: 3, color: '#f5ca47' },
        { name: 'desktop', value: 1 },
      ],
      format,
      seriesName: 'visits',
    });
    const [pie] = seriesList<{ type: string; data: { name: string; itemStyle?: { color: string } }[] }>(
      option,
    );
    expect(pie?.type).toBe('pie');
    expect(pie?.data[0]?.itemStyle?.color).toBe('#f5ca47');
    expect(pie?.data[1]?.itemStyle).toBeUndefined();
  });

  it('ranks bars with the largest on top', () => {
    const option = rankingOptions({
      rows: topWithOther(rows, 3, null),
      format,
      seriesName: 'v',
      color: '#000',
    });
    // The category axis draws its first value at the bottom.
    expect((option.yAxis as { data: string[] }).data).toEqual(['e', 'c', 'b']);
    expect(seriesList<{ data: number[] }>(option)[0]?.data).toEqual([3, 5, 9]);
  });
});

describe('chart themes', () => {
  it('puts the product’s yellow first in both palettes', () => {
    expect(chartColors(false).palette[0]).toBe(PRIMARY_COLOR);
    expect(chartColors(true).palette[0]).toBe(PRIMARY_COLOR);
    expect(PRIMARY_COLOR).toBe('#f5ca47');
  });

  it('gives dark charts light text and light charts dark text', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
      return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
    };
    expect(luminance(chartColors(true).text)).toBeGreaterThan(200);
    expect(luminance(chartColors(true).muted)).toBeGreaterThan(150);
    expect(luminance(chartColors(false).text)).toBeLessThan(60);
  });

  it('carries the axis and legend colours into the ECharts theme, on a see-through background', () => {
    const colors = chartColors(true);
    const theme = echartsTheme(colors) as {
      color: string[];
      backgroundColor: string;
      categoryAxis: { axisLabel: { color: string } };
      legend: { textStyle: { color: string } };
    };
    expect(theme.color[0]).toBe(PRIMARY_COLOR);
    expect(theme.backgroundColor).toBe('transparent');
    expect(theme.categoryAxis.axisLabel.color).toBe(colors.muted);
    expect(theme.legend.textStyle.color).toBe(colors.muted);
  });
});
