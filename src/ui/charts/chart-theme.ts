/** The product's yellow (SPEC §2): the first series of every chart wears it. */
export const PRIMARY_COLOR = '#f5ca47';

/** What a chart counts; each keeps one colour in every chart so a reader learns it once. */
export type Metric = 'visits' | 'unique_ips' | 'refused' | 'bots';

/** The colours a chart is drawn with in one theme. */
export type ChartColors = {
  dark: boolean;
  /** Series colours in order; the primary yellow first. */
  palette: readonly string[];
  metric: Readonly<Record<Metric, string>>;
  text: string;
  muted: string;
  axisLine: string;
  splitLine: string;
  /** Behind the chart: slice borders and tooltips match the panel surface. */
  surface: string;
  tooltipBorder: string;
};

/*
 * Both palettes come from Blueprint's colour scale so charts sit with the rest of the console. The
 * dark one takes the lighter steps of the same hues: the light steps read poorly on #1a1d21.
 */
const LIGHT: ChartColors = {
  dark: false,
  palette: [
    PRIMARY_COLOR,
    '#2d72d2',
    '#238551',
    '#cd4246',
    '#7961db',
    '#c87619',
    '#00a396',
    '#d13913',
    '#5f6b7c',
  ],
  metric: { visits: PRIMARY_COLOR, unique_ips: '#2d72d2', refused: '#cd4246', bots: '#8f99a8' },
  text: '#1c2127',
  muted: '#5f6b7c',
  axisLine: '#c5cbd3',
  splitLine: '#e5e8eb',
  surface: '#ffffff',
  tooltipBorder: '#d3d8de',
};

const DARK: ChartColors = {
  dark: true,
  palette: [
    PRIMARY_COLOR,
    '#4c90f0',
    '#32a467',
    '#e76a6e',
    '#9881f3',
    '#ec9a3c',
    '#13c9ba',
    '#f0b726',
    '#abb3bf',
  ],
  metric: { visits: PRIMARY_COLOR, unique_ips: '#4c90f0', refused: '#e76a6e', bots: '#8f99a8' },
  text: '#e5e8eb',
  muted: '#abb3bf',
  axisLine: '#4b535d',
  splitLine: '#2b3036',
  surface: '#1a1d21',
  tooltipBorder: '#383e47',
};

export function chartColors(dark: boolean): ChartColors {
  return dark ? DARK : LIGHT;
}

function axisTheme(colors: ChartColors) {
  return {
    axisLine: { show: true, lineStyle: { color: colors.axisLine } },
    axisTick: { show: false },
    axisLabel: { color: colors.muted },
    splitLine: { lineStyle: { color: colors.splitLine } },
    nameTextStyle: { color: colors.muted },
  };
}

/**
 * The ECharts theme of one console theme. Axis, legend and label colours live here rather than in
 * each option, so the option builders stay free of theme and a theme switch re-draws every chart.
 */
export function echartsTheme(colors: ChartColors): Record<string, unknown> {
  const axis = axisTheme(colors);
  return {
    color: [...colors.palette],
    // The panel's own surface shows through, in both themes.
    backgroundColor: 'transparent',
    textStyle: { color: colors.text },
    title: { textStyle: { color: colors.text }, subtextStyle: { color: colors.muted } },
    legend: { textStyle: { color: colors.muted }, inactiveColor: colors.axisLine },
    tooltip: {
      backgroundColor: colors.surface,
      borderColor: colors.tooltipBorder,
      textStyle: { color: colors.text },
      axisPointer: { lineStyle: { color: colors.axisLine }, crossStyle: { color: colors.axisLine } },
    },
    categoryAxis: { ...axis, splitLine: { show: false } },
    valueAxis: { ...axis, axisLine: { show: false } },
    pie: {
      itemStyle: { borderColor: colors.surface, borderWidth: 2 },
      label: { color: colors.text },
      labelLine: { lineStyle: { color: colors.axisLine } },
    },
    line: { symbolSize: 5, lineStyle: { width: 2 } },
    bar: { itemStyle: { borderRadius: [2, 2, 0, 0] }, label: { color: colors.muted } },
  };
}
