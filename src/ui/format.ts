import type { IntlShape } from 'react-intl';
import { websiteAtom } from '../core/session/atoms';
import { appStore } from '../core/store';
import { browserZone } from './zone';

/**
 * The zone every time is shown in unless a caller names one (SPEC §11, "one clock"): the site's
 * zone from the configuration, where statistics count their days, so one visit reads the same on
 * every page, public ones included; the browser's until the site's information has arrived.
 */
export function shownZone(): string {
  return appStore.get(websiteAtom)?.time_zone ?? browserZone();
}

/**
 * An ISO time from the server, dense enough for tables, in the site's zone unless one is named
 * (SPEC §11): a visit's hour reads as the hour the statistics count it in.
 */
export function formatTime(
  intl: IntlShape,
  iso: string | null | undefined,
  timeZone: string = shownZone(),
): string {
  if (!iso) return '—';
  return intl.formatDate(iso, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    // Not `hour12: false`: some locales then write midnight as 24:00, an hour no chart has.
    hourCycle: 'h23',
    timeZone,
  });
}

/** The time of day of an instant (`14:05:09`, or `14:05` to the minute), e.g. when figures were read. */
export function formatClock(
  intl: IntlShape,
  at: Date | number,
  timeZone: string = shownZone(),
  precision: 'second' | 'minute' = 'second',
): string {
  return intl.formatTime(at, {
    hour: '2-digit',
    minute: '2-digit',
    second: precision === 'second' ? '2-digit' : undefined,
    hourCycle: 'h23',
    timeZone,
  });
}

/**
 * Stored text for reading (a log row's body, a checker's answer): JSON pretty-printed with two
 * spaces. The server cuts such text at 2000 characters, so a long body is not valid JSON any
 * more; it is then shown as it is.
 */
export function prettyContent(text: string): { text: string; json: boolean } {
  try {
    return { text: JSON.stringify(JSON.parse(text), null, 2), json: true };
  } catch {
    return { text, json: false };
  }
}
