import type { CallInput } from '../../../contract/calls';
import type { FilterValues, ListFilters } from '../../ui/paged-list/paged-list-state';
import { recentDays } from '../../ui/resource/date-range';
import type { Option } from '../../ui/resource/types';
import { isAccessStatus } from './visit-labels';

/** A text filter as the call takes it: trimmed, and left out when blank. */
export function textFilter(value: FilterValues[string]): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? undefined : text;
}

/** Yes/no selects carry these values; the calls take booleans. */
export const YES_NO = { yes: 'yes', no: 'no' } as const;

export function yesNoOptions(yesKey: Option['labelKey'], noKey: Option['labelKey']): Option[] {
  return [
    { value: YES_NO.yes, labelKey: yesKey },
    { value: YES_NO.no, labelKey: noKey },
  ];
}

export function booleanFilter(value: FilterValues[string]): boolean | undefined {
  if (value === YES_NO.yes) return true;
  if (value === YES_NO.no) return false;
  return undefined;
}

export function accessStatusFilter(value: FilterValues[string]) {
  return isAccessStatus(value) ? value : undefined;
}

/** The access-records filters of one code (address, status, time range) as the inquire call's input. */
export function accessRecordsFilters(
  codeId: number,
  values: FilterValues,
): ListFilters<'qr_code_access/inquire'> {
  return {
    code_id: codeId,
    ip: textFilter(values.ip),
    access_status: accessStatusFilter(values.access_status),
    start_time: textFilter(values.start_time),
    end_time: textFilter(values.end_time),
  };
}

/** An export covers what the reader narrowed the records to in time; the file has every status. */
export function exportInput(
  codeId: number,
  format: 'csv' | 'xlsx',
  values: FilterValues,
): CallInput<'qr_code_access/export_access_records'> {
  return {
    code_id: codeId,
    format,
    start_time: textFilter(values.start_time),
    end_time: textFilter(values.end_time),
  };
}

/** The distinct addresses of a code over the last week unless the reader chose a range. */
const DEFAULT_IP_DAYS = 7;

/** The distinct-address view's input: the same time range as the records, a week when blank. */
export function codeIpsFilters(
  codeId: number,
  values: FilterValues,
  timeZone: string,
  now = new Date(),
): ListFilters<'qr_code_list/get_ip'> {
  const week = recentDays(DEFAULT_IP_DAYS, timeZone, now);
  return {
    id: codeId,
    start_time: textFilter(values.start_time) ?? (week.start as string),
    end_time: textFilter(values.end_time) ?? (week.end as string),
  };
}
