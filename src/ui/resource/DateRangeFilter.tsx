import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { Button } from '@blueprintjs/core';
import { DateRangeInput, type DateRangeShortcut } from '@blueprintjs/datetime';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSiteZone } from '../SiteZone';
import { dayRangeInputProps } from './calendar';
import { dayInZone, dayRangeToIso, endOfDay, isoToDayRange, lastDays } from './date-range';

export type DateRangeFilterProps = {
  start: string | undefined;
  end: string | undefined;
  label: string;
  onChange(start: string | undefined, end: string | undefined): void;
};

/**
 * Two day fields with a calendar and translated shortcuts, in the site's time zone, where every
 * time beside them is shown (SPEC §11): "today" is today there and a day covers that day there.
 * Its own chunk (with Blueprint's datetime package), loaded only by panels that filter by date.
 */
export default function DateRangeFilter({ start, end, label, onChange }: DateRangeFilterProps) {
  const intl = useIntl();
  const zone = useSiteZone();
  const value = useMemo(() => isoToDayRange(start, end, zone), [start, end, zone]);
  const today = dayInZone(new Date(), zone);
  const monthStart = new Date(today.getFullYear(), today.getMonth(), 1);
  const shortcuts: DateRangeShortcut[] = [
    { label: intl.formatMessage({ id: 'date_range.today' }), dateRange: lastDays(1, today) },
    { label: intl.formatMessage({ id: 'date_range.last_3_days' }), dateRange: lastDays(3, today) },
    { label: intl.formatMessage({ id: 'date_range.last_7_days' }), dateRange: lastDays(7, today) },
    { label: intl.formatMessage({ id: 'date_range.last_30_days' }), dateRange: lastDays(30, today) },
    { label: intl.formatMessage({ id: 'date_range.this_month' }), dateRange: [monthStart, today] },
  ];
  const hasValue = value[0] !== null || value[1] !== null;
  return (
    <fieldset className="lc-filter-daterange" aria-label={label}>
      <DateRangeInput
        {...dayRangeInputProps(intl)}
        value={value}
        shortcuts={shortcuts}
        maxDate={endOfDay(today)}
        startInputProps={{
          placeholder: intl.formatMessage({ id: 'date_range.start' }),
          'aria-label': intl.formatMessage({ id: 'date_range.start' }),
          leftIcon: 'calendar',
        }}
        endInputProps={{
          placeholder: intl.formatMessage({ id: 'date_range.end' }),
          'aria-label': intl.formatMessage({ id: 'date_range.end' }),
        }}
        onChange={([from, to]) => {
          const range = dayRangeToIso(from, to, zone);
          onChange(range.start, range.end);
        }}
      />
      {hasValue && (
        <Button
          variant="minimal"
          size="small"
          icon="cross"
          aria-label={intl.formatMessage({ id: 'date_range.clear' })}
          onClick={() => onChange(undefined, undefined)}
        />
      )}
    </fieldset>
  );
}
