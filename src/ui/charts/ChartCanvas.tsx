import EChartsReactCore from 'echarts-for-react/esm/core';
import type { ChartOption } from './chart-types';
import { echarts } from './echarts-core';

/**
 * The drawing itself: ECharts with the console's theme, resized with its container (flexlayout
 * resizes panels without resizing the window; echarts-for-react watches the element itself).
 */
export default function ChartCanvas({ option, theme }: { option: ChartOption; theme: object }) {
  return (
    <EChartsReactCore
      echarts={echarts}
      option={option}
      theme={theme}
      notMerge
      autoResize
      className="lc-chart-canvas"
      style={{ height: '100%', width: '100%' }}
    />
  );
}
