import type { CallInput } from '../../../contract/calls';
import { accessStatusFilter, booleanFilter, textFilter } from '../../features/access-records/filter-input';
import { isCarrier } from '../../features/access-records/visit-labels';
import type { FilterValues } from '../../ui/paged-list/paged-list-state';
import { endOfDay, startOfDay } from '../../ui/resource/date-range';

export type VisitorFilters = Omit<CallInput<'visitor/inquire'>, 'page' | 'page_size'>;

/**
 * The explorer's filters as the call takes them. The call needs both ends of the time range; an
 * open end means the same day as the other end, and no range at all means today (the reader's).
 */
export function visitorFilters(values: FilterValues, now: Date): VisitorFilters {
  const start = textFilter(values.start_time);
  const end = textFilter(values.end_time);
  const carrier = values.carrier;
  return {
    start_time: start ?? startOfDay(end ? new Date(end) : now).toISOString(),
    end_time: end ?? endOfDay(start ? new Date(start) : now).toISOString(),
    file_name: textFilter(values.file_name),
    account: textFilter(values.account),
    ip: textFilter(values.ip),
    carrier: isCarrier(carrier) ? carrier : undefined,
    access_status: accessStatusFilter(values.access_status),
    in_wechat: booleanFilter(values.in_wechat),
    bot: booleanFilter(values.bot),
  };
}
