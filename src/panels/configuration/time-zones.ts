/**
 * The statistics time zone's choices: every IANA zone the runtime knows (the server checks against
 * the same list), labelled with its current UTC offset so "+8" or "08:00" finds Asia/Shanghai.
 */

import { formatOffset, offsetMinutes } from '../../ui/zone';

export type ZoneOption = {
  zone: string;
  /** `UTC+08:00`; `UTC` itself for a zero offset. */
  offset: string;
  /** Minutes east of UTC at the moment the list was made, for ordering. */
  minutes: number;
};

/** The zones of this runtime; the configuration schema accepts exactly these. */
export function supportedTimeZones(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

/** Zones with their offsets, west to east, by name within one offset. */
export function timeZoneOptions(zones: readonly string[], at: Date): ZoneOption[] {
  return zones
    .map((zone) => {
      const minutes = offsetMinutes(zone, at);
      return { zone, minutes, offset: formatOffset(minutes) };
    })
    .sort((a, b) => a.minutes - b.minutes || a.zone.localeCompare(b.zone));
}

/**
 * Whether a typed query finds a zone: by any part of its name (`shang`, `new york` for
 * `America/New_York`) or by its offset (`+8`, `+08`, `08:00`, `utc-3`).
 */
export function matchesZone(option: ZoneOption, query: string): boolean {
  const wanted = query.trim().toLowerCase();
  if (wanted === '') return true;
  const name = option.zone.toLowerCase().replace(/_/g, ' ');
  if (name.includes(wanted.replace(/_/g, ' '))) return true;
  const offsetQuery = /^(?:utc|gmt)?\s*([+-])\s*(\d{1,2})(?::?(\d{2}))?$/.exec(wanted);
  if (!offsetQuery) return option.offset.toLowerCase().includes(wanted);
  const minutes = Number(offsetQuery[2]) * 60 + Number(offsetQuery[3] ?? 0);
  return option.minutes === (offsetQuery[1] === '-' ? -minutes : minutes);
}
