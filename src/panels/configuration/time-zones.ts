/**
 * The statistics time zone's choices: every IANA zone the runtime knows (the server checks against
 * the same list), labelled with its current UTC offset so "+8" or "08:00" finds Asia/Shanghai.
 */

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

/** The offset of a zone at an instant, in minutes east of UTC (daylight saving included). */
export function offsetMinutes(zone: string, at: Date): number {
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** `UTC+08:00`, `UTC-03:30`, `UTC`. */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '-' : '+';
  const absolute = Math.abs(minutes);
  const hours = String(Math.floor(absolute / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(absolute % 60).padStart(2, '0')}`;
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
