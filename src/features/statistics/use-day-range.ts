import { useMemo, useState } from 'react';
import { type DayRange, lastDaysRange } from '../../ui/days';
import { useSiteToday } from './use-site-today';

/**
 * A panel's day range, starting as the last `days` days through today; `initial` is also what
 * clearing the range field comes back to.
 */
export function useDayRange(days: number): {
  range: DayRange;
  setRange(range: DayRange): void;
  initial: DayRange;
} {
  const siteToday = useSiteToday();
  const initial = useMemo(() => lastDaysRange(days, siteToday), [days, siteToday]);
  const [range, setRange] = useState<DayRange>(initial);
  return { range, setRange, initial };
}
