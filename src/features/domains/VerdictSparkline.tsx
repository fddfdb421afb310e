import './domains.css';
import { useIntl } from 'react-intl';
import { CheckVerdict, type EnumValue } from '../../../contract/enums';
import { formatTime } from '../../ui/format';
import { verdictLabelKey } from './domain-cells';
import { historyCounts, type MonitorPoint } from './monitor-history';

const VERDICT_CLASS: Record<EnumValue<typeof CheckVerdict>, string> = {
  [CheckVerdict.ok]: 'lc-verdict-ok',
  [CheckVerdict.flagged]: 'lc-verdict-flagged',
  [CheckVerdict.failed]: 'lc-verdict-failed',
};

/** Bars a sparkline makes room for, so rows with a short history still line up on the right. */
const SLOTS = 24;
/** The shortest bar, as a share of the height: a quick answer must still show its colour. */
const FLOOR = 0.3;

export type VerdictSparklineProps = {
  /** A domain's recent rounds, oldest first. */
  points: readonly MonitorPoint[];
  className?: string;
};

/**
 * A domain's recent rounds as thin bars: the colour says the verdict (fine, flagged, check
 * failed), the height how long the answer took (a failed round stands full). Screen readers get the counts and the mean time;
 * pointing at a bar shows its round. Plain SVG, as the live sparkline: a table draws many.
 */
export function VerdictSparkline({ points, className }: VerdictSparklineProps) {
  const intl = useIntl();
  if (points.length === 0) {
    return <span className="lc-domain-none">{intl.formatMessage({ id: 'monitor_ui.history_none' })}</span>;
  }
  const counts = historyCounts(points);
  const label = intl.formatMessage(
    { id: 'monitor_ui.history_label' },
    { count: points.length, ...counts, average: counts.averageLatency ?? 0 },
  );
  const slots = Math.max(SLOTS, points.length);
  const offset = slots - points.length;
  // A failed round mostly waited for its timeout: it stands at full height and leaves the scale to
  // the rounds that answered, so one timeout does not flatten the rest.
  const answered = points.filter((point) => point.verdict !== CheckVerdict.failed);
  const peak = Math.max(1, ...answered.map((point) => point.latency_ms));
  return (
    <svg
      className={['lc-verdict-sparkline', className].filter(Boolean).join(' ')}
      viewBox={`0 0 ${slots * 4} 20`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <title>{label}</title>
      {points.map((point, index) => {
        const share = point.verdict === CheckVerdict.failed ? 1 : point.latency_ms / peak;
        const height = 20 * Math.max(FLOOR, Math.min(1, share));
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a bar is its round's position
            key={index}
            className={VERDICT_CLASS[point.verdict]}
            x={(offset + index) * 4 + 0.5}
            y={20 - height}
            width={3}
            height={height}
          >
            <title>
              {`${formatTime(intl, point.at)} · ${intl.formatMessage({ id: verdictLabelKey(point.verdict) })} · ${intl.formatMessage({ id: 'monitor_ui.latency_ms' }, { ms: point.latency_ms })}`}
            </title>
          </rect>
        );
      })}
    </svg>
  );
}
