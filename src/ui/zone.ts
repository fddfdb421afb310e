/** Time zones as the console names them: a zone and its offset now, so no time shown is unlabelled. */

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

/** `Asia/Shanghai (UTC+08:00)`: a zone with its offset at `at`. */
export function zoneLabel(zone: string, at = new Date()): string {
  return `${zone} (${formatOffset(offsetMinutes(zone, at))})`;
}

/** The zone the browser's clock runs in. */
export function browserZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}
