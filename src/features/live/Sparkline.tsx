import './live.css';

export type SparklineProps = {
  /** Counts oldest first; the last one is the minute in progress. */
  values: readonly number[];
  /** What the bars say, for screen readers and the hover title. */
  label: string;
  /** Bars the chart has room for; fewer values leave the left empty, so time keeps its place. */
  slots?: number;
  className?: string;
  /** Words under the two ends ("30 min ago", "now"), so a reader knows what the bars span. */
  axis?: { start: string; end: string };
};

/**
 * Visits per minute as thin bars. Plain SVG rather than a chart library: a monitor wall draws
 * sixty of them and redraws every few seconds.
 */
export function Sparkline({ values, label, slots = values.length, className, axis }: SparklineProps) {
  const count = Math.max(slots, values.length, 1);
  const peak = Math.max(1, ...values);
  const offset = count - values.length;
  const chart = (
    <svg
      className="lc-sparkline"
      viewBox={`0 0 ${count * 4} 40`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      <line className="lc-sparkline-base" x1={0} x2={count * 4} y1={39.5} y2={39.5} />
      {values.map((value, index) => {
        const height = value === 0 ? 0 : Math.max(2, (value / peak) * 38);
        const current = index === values.length - 1;
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its minute's position
            key={index}
            className={current ? 'lc-sparkline-bar lc-sparkline-now' : 'lc-sparkline-bar'}
            x={(offset + index) * 4 + 0.5}
            y={40 - height}
            width={3}
            height={height}
          />
        );
      })}
    </svg>
  );
  return (
    <div className={['lc-sparkline-frame', className].filter(Boolean).join(' ')}>
      {chart}
      {axis && (
        <div className="lc-sparkline-axis" aria-hidden>
          <span>{axis.start}</span>
          <span>{axis.end}</span>
        </div>
      )}
    </div>
  );
}
