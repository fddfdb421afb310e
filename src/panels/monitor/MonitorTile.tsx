import { Button, ProgressBar, Tag, Tooltip } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { CodeStatus } from '../../../contract/enums';
import { type MinuteRing, seriesSummary } from '../../features/live/minute-ring';
import { Sparkline } from '../../features/live/Sparkline';
import { readableUrl } from '../../ui/readable-url';
import { type Tile, type TileView, WALL_MINUTES } from './monitor-state';

export type MonitorTileProps = {
  tile: Tile;
  view: TileView;
  ring: MinuteRing | undefined;
  now: number;
  /** Minutes before the wall opened are unknown, not empty. */
  since: number;
  onRemove(): void;
};

function thresholdIntent(used: number | null): 'none' | 'warning' | 'danger' {
  if (used === null) return 'none';
  if (used >= 1) return 'danger';
  // SPEC §4: owners are warned when the current destination passes 80 %.
  return used >= 0.8 ? 'warning' : 'none';
}

/** The destination serving now and how much of its threshold is left. */
function DestinationLine({ tile, view }: { tile: Tile; view: TileView }) {
  const intl = useIntl();
  const destination = tile.destination;
  if (!destination) {
    return (
      <div className="lc-monitor-destination lc-monitor-muted">
        <FormattedMessage id="monitor.no_destination" />
      </div>
    );
  }
  const url = destination.url === null ? null : readableUrl(destination.url);
  const name = destination.title || url || `#${destination.id}`;
  return (
    <div className="lc-monitor-destination">
      <div className="lc-monitor-destination-name" title={url ?? destination.title}>
        {name}
      </div>
      {view.remaining === null ? (
        <div className="lc-monitor-muted">
          <FormattedMessage id="monitor.no_threshold" />
        </div>
      ) : (
        <>
          <ProgressBar
            className="lc-monitor-threshold"
            value={view.used ?? 0}
            intent={thresholdIntent(view.used)}
            animate={false}
            stripes={false}
            aria-label={intl.formatMessage({ id: 'monitor.threshold_used' })}
          />
          <div className="lc-monitor-remaining">
            <FormattedMessage
              id="monitor.remaining"
              values={{ remaining: view.remaining, threshold: destination.threshold }}
            />
          </div>
        </>
      )}
    </div>
  );
}

/**
 * One code on the wall: this minute's and today's visits, the last half hour per minute, and its
 * destination's threshold left. A destination switch flashes the tile and leaves a note.
 */
export function MonitorTile({ tile, view, ring, now, since, onRemove }: MonitorTileProps) {
  const intl = useIntl();
  const series = ring?.series(now, since) ?? [];
  const { thisMinute, total: lastHalfHour } = seriesSummary(series);
  const closed = tile.status === CodeStatus.closed;
  const className = [
    'lc-monitor-tile',
    closed && 'lc-monitor-tile-closed',
    view.flash && 'lc-monitor-tile-flashing',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={className} data-code={tile.file_name} aria-label={tile.name}>
      {view.flash && (
        <div
          key={view.flash.serial}
          className={
            view.flash.exhausted ? 'lc-monitor-flash lc-monitor-flash-exhausted' : 'lc-monitor-flash'
          }
          aria-hidden
        />
      )}
      <header className="lc-monitor-tile-header">
        <span className="lc-monitor-name" title={tile.name}>
          {tile.name}
        </span>
        <span className="lc-monitor-suffix">{tile.file_name}</span>
        {closed && (
          <Tag minimal>
            <FormattedMessage id="monitor.closed" />
          </Tag>
        )}
        <span className="lc-header-spacer" />
        <Tooltip content={intl.formatMessage({ id: 'monitor.remove' })} hoverOpenDelay={400}>
          <Button
            variant="minimal"
            size="small"
            icon="cross"
            className="lc-monitor-remove"
            aria-label={intl.formatMessage({ id: 'monitor.remove_of' }, { name: tile.name })}
            onClick={onRemove}
          />
        </Tooltip>
      </header>
      <div className="lc-monitor-numbers">
        <div className="lc-monitor-number lc-monitor-number-main">
          <span className="lc-monitor-value">{thisMinute}</span>
          <span className="lc-monitor-label">
            <FormattedMessage id="monitor.this_minute" />
          </span>
        </div>
        <div className="lc-monitor-number">
          <span className="lc-monitor-value">{lastHalfHour}</span>
          <span className="lc-monitor-label">
            <FormattedMessage id="monitor.last_minutes" values={{ minutes: WALL_MINUTES }} />
          </span>
        </div>
        <div className="lc-monitor-number">
          <span className="lc-monitor-value">{view.todayVisits}</span>
          <span className="lc-monitor-label">
            <FormattedMessage id="monitor.today" />
          </span>
        </div>
      </div>
      <Sparkline
        className="lc-monitor-sparkline"
        values={series}
        slots={WALL_MINUTES}
        label={intl.formatMessage(
          { id: 'monitor.sparkline' },
          { minutes: WALL_MINUTES, total: lastHalfHour },
        )}
        axis={{
          start: intl.formatMessage({ id: 'monitor.axis_start' }, { minutes: WALL_MINUTES }),
          end: intl.formatMessage({ id: 'monitor.axis_end' }),
        }}
      />
      <DestinationLine tile={tile} view={view} />
      <div className="lc-monitor-switch" aria-live="polite">
        {view.lastSwitch && (
          <Tag
            minimal
            intent={view.lastSwitch.exhausted ? 'danger' : 'none'}
            icon={view.lastSwitch.exhausted ? 'warning-sign' : 'exchange'}
          >
            <FormattedMessage
              id={view.lastSwitch.exhausted ? 'monitor.exhausted_at' : 'monitor.switched_at'}
              values={{
                time: intl.formatTime(view.lastSwitch.at, {
                  hour: '2-digit',
                  minute: '2-digit',
                  hour12: false,
                }),
              }}
            />
          </Tag>
        )}
      </div>
    </article>
  );
}
