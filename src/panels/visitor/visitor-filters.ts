import type { CallInput } from '../../../contract/calls';
import { accessStatusFilter, booleanFilter, textFilter } from '../../features/access-records/filter-input';
import { isCarrier } from '../../features/access-records/visit-labels';
import type { FilterValues } from '../../ui/paged-list/paged-list-state';
import { dayStringInZone, zonedDayEdge } from '../../ui/resource/date-range';

export type VisitorFilters = Omit<CallInput<'visitor/inquire'>, 'page' | 'page_size'>;

/** The first or last instant of the site's day an instant falls on. */
function dayEdge(instant: Date, timeZone: string, edge: 'start' | 'end'): string {
  return zonedDayEdge(dayStringInZone(instant, timeZone), timeZone, edge).toISOString();
}

/**
 * The explorer's filters as the call takes them. The call needs both ends of the time range; an
 * open end means the same day as the other end, and no range at all means today, all days of the
 * site's zone (where the list shows its times).
 */
export function visitorFilters(values: FilterValues, timeZone: string, now: Date): VisitorFilters {
  const start = textFilter(values.start_time);
  const end = textFilter(values.end_time);
  const carrier = values.carrier;
  return {
    start_time: start ?? dayEdge(end ? new Date(end) : now, timeZone, 'start'),
    end_time: end ?? dayEdge(start ? new Date(start) : now, timeZone, 'end'),
    file_name: textFilter(values.file_name),
    account: textFilter(values.account),
    ip: textFilter(values.ip),
    carrier: isCarrier(carrier) ? carrier : undefined,
    access_status: accessStatusFilter(values.access_status),
    in_wechat: booleanFilter(values.in_wechat),
    bot: booleanFilter(values.bot),
  };
}
