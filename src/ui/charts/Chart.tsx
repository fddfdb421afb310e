import './charts.css';
import { Classes, NonIdealState, Spinner } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { Theme } from '../../../contract/enums';
import { themeAtom } from '../../core/preferences';
import { type ChartColors, chartColors, echartsTheme } from './chart-theme';
import type { ChartOption } from './chart-types';

/** The chart colours of the console's current theme; option builders take them for metric colours. */
export function useChartColors(): ChartColors {
  return chartColors(useAtomValue(themeAtom) === Theme.dark);
}

export type ChartProps = {
  /** What to draw; null until the first answer arrives. */
  option: ChartOption | null;
  /** What the chart shows, for screen readers: the canvas itself says nothing. */
  label: string;
  /** A call is under way: a first load shows a placeholder, a refresh keeps the old chart dimmed. */
  loading?: boolean;
  /** Nothing worth drawing (no rows, only zeros): a message instead of flat lines. */
  empty?: boolean;
  emptyText?: ReactNode;
  /** Height in pixels; the width always follows the container. */
  height?: number;
  className?: string;
};

const DEFAULT_HEIGHT = 260;

/**
 * The charts library (about 165 kB on the wire) arrives the first time a chart has something to
 * draw: a statistics page with no visits yet, or still waiting for its numbers, does not fetch it.
 */
const ChartCanvas = lazy(() => import('./ChartCanvas'));

function Placeholder() {
  return <div className={`${Classes.SKELETON} lc-chart-placeholder`} />;
}

/** The console's one chart: ECharts in the console's light or dark theme, with loading and empty states. */
export function Chart({
  option,
  label,
  loading = false,
  empty = false,
  emptyText,
  height,
  className,
}: ChartProps) {
  const colors = useChartColors();
  const theme = useMemo(() => echartsTheme(colors), [colors]);
  const style = { height: height ?? DEFAULT_HEIGHT };
  const classes = ['lc-chart', className].filter(Boolean).join(' ');

  if (option === null) {
    return (
      <div className={classes} style={style} aria-busy={loading}>
        <Placeholder />
      </div>
    );
  }
  if (empty) {
    return (
      <div className={classes} style={style}>
        <NonIdealState
          className="lc-chart-empty"
          icon="timeline-line-chart"
          iconSize={32}
          description={emptyText ?? <FormattedMessage id="statistics.chart_empty" />}
        />
      </div>
    );
  }
  return (
    <div className={classes} style={style} role="img" aria-label={label} aria-busy={loading}>
      <Suspense fallback={<Placeholder />}>
        <ChartCanvas option={option} theme={theme} />
      </Suspense>
      {loading && (
        <div className="lc-chart-busy">
          <Spinner size={18} />
        </div>
      )}
    </div>
  );
}
