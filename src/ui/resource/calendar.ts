import type { DateRangeInputProps } from '@blueprintjs/datetime';
import type { Locale as DateFnsLocale } from 'date-fns';
import type { IntlShape } from 'react-intl';
import { formatDay, parseDay } from './date-range';

/** date-fns ships Chinese and English; Swahili readers get English month names in the calendar. */
export function loadCalendarLocale(code: string): Promise<DateFnsLocale | undefined> {
  const load = code === 'zh-CN' ? import('date-fns/locale/zh-CN') : import('date-fns/locale/en-US');
  return load.then((module) => module.default).catch(() => undefined);
}

/**
 * What every range of days in the console shares: one month shown, a single day allowed, days
 * written as the console writes them, the calendar and its messages in the reader's language.
 */
export function dayRangeInputProps(intl: IntlShape) {
  return {
    allowSingleDayRange: true,
    singleMonthOnly: true,
    locale: intl.locale,
    dateFnsLocaleLoader: loadCalendarLocale,
    formatDate: formatDay,
    parseDate: parseDay,
    invalidDateMessage: intl.formatMessage({ id: 'date_range.invalid' }),
    overlappingDatesMessage: intl.formatMessage({ id: 'date_range.overlapping' }),
    outOfRangeMessage: intl.formatMessage({ id: 'date_range.out_of_range' }),
    popoverProps: { placement: 'bottom-start' },
  } satisfies Partial<DateRangeInputProps>;
}
