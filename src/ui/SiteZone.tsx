import { Icon } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { websiteAtom } from '../core/session/atoms';
import { formatClock, formatTime } from './format';
import { browserZone, zoneLabel } from './zone';

/**
 * The zone visits and statistics are shown in: the site's statistics zone, where days and hours
 * are counted, so a visit in a list and its hour in a chart read the same. Until the site's
 * information has arrived, the browser's zone (and the label says so).
 */
export function useSiteZone(): string {
  return useAtomValue(websiteAtom)?.time_zone ?? browserZone();
}

/** The small note in a panel's toolbar that names the zone its times are in. */
export function ZoneTag() {
  const zone = useSiteZone();
  return (
    <span className="lc-toolbar-note lc-zone-tag" data-time-zone={zone}>
      <Icon icon="time" size={12} />
      <FormattedMessage id="time_zone.shown" values={{ zone: zoneLabel(zone) }} />
    </span>
  );
}

/** A visit's time in the site's zone, for table cells; `clock` shows the time of day to the minute. */
export function SiteTime({ iso, clock = false }: { iso: string | null | undefined; clock?: boolean }) {
  const intl = useIntl();
  const zone = useSiteZone();
  if (clock && iso) return <>{formatClock(intl, Date.parse(iso), zone, 'minute')}</>;
  return <>{formatTime(intl, iso, zone)}</>;
}
