import type { Db } from '../db/store';
import { readConfiguration } from './configuration';

const QUARTER_HOUR_MS = 900_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `YYYY-MM-DD` of an instant in a time zone. */
export function dayIn(zone: string, ms: number): string {
  let format = formatters.get(zone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(zone, format);
  }
  return format.format(ms);
}

/**
 * The site's time zone as the visit writer sees it: statistics days are days there. Read at
 * start and again every minute, so a changed setting applies to visits from then on.
 */
export type SiteZone = {
  current(): string;
  /** The day of an instant; every offset in use is a whole quarter hour, so a quarter hour has one day. */
  dayOf(ms: number): string;
  stop(): void;
};

export async function createSiteZone(db: Db, refreshMs = 60_000): Promise<SiteZone> {
  let zone = (await readConfiguration(db)).time_zone;
  const days = new Map<number, string>();
  const timer = setInterval(() => {
    readConfiguration(db).then(
      (configuration) => {
        if (configuration.time_zone === zone) return;
        zone = configuration.time_zone;
        days.clear();
      },
      () => undefined,
    );
  }, refreshMs);
  timer.unref();
  return {
    current: () => zone,
    dayOf(ms) {
      const quarter = Math.floor(ms / QUARTER_HOUR_MS);
      let day = days.get(quarter);
      if (day === undefined) {
        if (days.size > 10_000) days.clear();
        day = dayIn(zone, ms);
        days.set(quarter, day);
      }
      return day;
    },
    stop: () => clearInterval(timer),
  };
}
