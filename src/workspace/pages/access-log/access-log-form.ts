import { ACCESS_LOG_MAX_IPS } from '../../../../contract/areas/access-records';
import type { CallInput } from '../../../../contract/calls';
import { LIMITS, parseIpList } from '../../../../contract/rules';
import type { MessageKey } from '../../../i18n/catalogues';
import { dayInZone, dayRangeToIso, endOfDay, lastDays, startOfDay } from '../../../ui/resource/date-range';

/**
 * What the reader types into the access-log form. Days are local midnights, as the picker gives
 * them, standing for calendar days of the site's zone (where the results show their times).
 */
export type AccessLogForm = {
  key: string;
  file_name: string;
  range: [Date | null, Date | null];
  ip_text: string;
};

export type AccessLogField = keyof AccessLogForm;

export type Enquiry = CallInput<'qr_code_access/public_enquiry'>;

/** A refused form: the field to mark and the message to show under it. */
export type FormProblem = { field: AccessLogField; key: MessageKey };

/** Today of the site's zone, as the local midnight a day picker holds. */
export function siteToday(timeZone: string, now = new Date()): Date {
  return dayInZone(now, timeZone);
}

/**
 * The days the picker offers (SPEC §6, §10): from the day seven days back through today. The
 * bounds are whole days, so the last moment of today can still be picked.
 */
export function selectableDays(today: Date): { minDate: Date; maxDate: Date } {
  const minDate = startOfDay(today);
  minDate.setDate(minDate.getDate() - LIMITS.accessLogDaysBack);
  return { minDate, maxDate: endOfDay(today) };
}

/** The range the form opens with: the site's last three days, today included. */
export function defaultRange(today: Date): [Date, Date] {
  return lastDays(LIMITS.accessLogDefaultDays, today);
}

export function emptyForm(today: Date): AccessLogForm {
  return { key: '', file_name: '', range: defaultRange(today), ip_text: '' };
}

function rangeProblem(range: AccessLogForm['range'], today: Date): MessageKey | null {
  const [start, end] = range;
  if (!start || !end) return 'access_log.time_required';
  const { minDate, maxDate } = selectableDays(today);
  if (start > end) return 'access_log.range_order';
  if (start < minDate) return 'access_log.range_too_old';
  if (end > maxDate) return 'date_range.out_of_range';
  return null;
}

/**
 * The enquiry a form asks for, or its first problem. The key and the suffix come first because
 * they sit first in the form; then SPEC §6's checks in its order: the time range, every line an
 * IPv4 address, at least one address (both through the contract's `parseIpList`, which the
 * server's schema agrees with), and no more addresses than one enquiry takes.
 */
export function buildEnquiry(
  form: AccessLogForm,
  timeZone: string,
  now = new Date(),
): { enquiry: Enquiry } | { problem: FormProblem } {
  const today = siteToday(timeZone, now);
  const key = form.key.trim();
  const fileName = form.file_name.trim();
  if (key === '') return { problem: { field: 'key', key: 'access_log.key_required' } };
  if (fileName === '') return { problem: { field: 'file_name', key: 'access_log.file_name_required' } };
  const timeProblem = rangeProblem(form.range, today);
  if (timeProblem) return { problem: { field: 'range', key: timeProblem } };
  const parsed = parseIpList(form.ip_text);
  if ('error' in parsed) return { problem: { field: 'ip_text', key: parsed.error as MessageKey } };
  if (parsed.ips.length > ACCESS_LOG_MAX_IPS)
    return { problem: { field: 'ip_text', key: 'access_log.too_many_ips' } };
  const { start, end } = dayRangeToIso(form.range[0], form.range[1], timeZone);
  return {
    enquiry: { key, file_name: fileName, ip_list: parsed.ips, start_time: start ?? '', end_time: end ?? '' },
  };
}

/** The addresses typed so far, for the counter under the list; blank lines do not count. */
export function countIpLines(text: string): number {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '').length;
}
