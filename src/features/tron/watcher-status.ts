import type { CallOutput } from '../../../contract/calls';

export type WatcherStatus = CallOutput<'usdt_transaction_record/status'>;

/** The status card asks again this often while the panel is on screen. */
export const WATCHER_REFRESH_MS = 15_000;

/** A length of time in its largest whole unit, for a number formatter's unit style. */
export type Duration = { value: number; unit: 'second' | 'minute' | 'hour' | 'day' };

const UNITS = [
  { unit: 'day', seconds: 86_400 },
  { unit: 'hour', seconds: 3_600 },
  { unit: 'minute', seconds: 60 },
] as const;

/**
 * How far behind the watcher is, in the largest unit that holds at least one whole of it, rounded
 * down: "2 hours" for 2 h 59 min. A reader needs the scale of the delay, not its seconds.
 */
export function lagDuration(seconds: number): Duration {
  const whole = Math.max(0, Math.floor(seconds));
  for (const { unit, seconds: size } of UNITS) {
    if (whole >= size) return { value: Math.floor(whole / size), unit };
  }
  return { value: whole, unit: 'second' };
}

/** What the card leads with: no chain configured, an error to look at, running late, or all well. */
export type WatcherHealth = 'unconfigured' | 'failing' | 'behind' | 'on_time';

export function watcherHealth(status: WatcherStatus): WatcherHealth {
  if (!status.configured) return 'unconfigured';
  if (status.last_error !== '') return 'failing';
  if (status.lag_seconds > 0) return 'behind';
  return 'on_time';
}
