import { useAtomValue } from 'jotai';
import { websiteAtom } from '../../core/session/atoms';
import { today } from '../../ui/days';

/** Today's statistics day: the calendar day of the site's time zone. */
export function useSiteToday(): string {
  return today(new Date(), useAtomValue(websiteAtom)?.time_zone);
}
