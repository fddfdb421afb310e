import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type {
  GridComponentOption,
  LegendComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

/**
 * The option of every chart the console draws. Composed from the pieces registered in
 * `echarts-core.ts` only, so the compiler refuses an option that needs a component the bundle
 * leaves out (a data zoom, a map).
 */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | GridComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | TooltipComponentOption
>;

/** How a number shows in tooltips and axes: the reader's locale, through react-intl. */
export type NumberFormat = (value: number) => string;
