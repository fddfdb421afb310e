import { today } from '../../ui/days';
import { useSiteZone } from '../../ui/SiteZone';

/** Today's statistics day: the calendar day of the site's time zone. */
export function useSiteToday(): string {
  return today(new Date(), useSiteZone());
}
