import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { DateInput, TimePrecision } from '@blueprintjs/datetime';
import { useIntl } from 'react-intl';
import { DATE_FIELD_VALUES, type DateFieldProps } from './date-field-values';
import { loadCalendarLocale } from './resource/calendar';

/** Far enough for an expiry date, near enough that the year menu stays short. */
const LAST_DATE = new Date(2100, 11, 31, 23, 59);

/** The field itself: its own chunk, with Blueprint's datetime package. */
export default function DateFieldInput({
  precision = 'day',
  value,
  onChange,
  id,
  label,
  min,
  max,
  placeholder,
  invalid,
  fill,
  small,
  className,
  field,
}: DateFieldProps) {
  const intl = useIntl();
  const format = DATE_FIELD_VALUES[precision];
  const bound = (text: string | undefined) => (text ? (format.read(text) ?? undefined) : undefined);
  return (
    <DateInput
      className={className}
      fill={fill}
      value={format.toPicker(value)}
      onChange={(picked) => onChange(picked ? format.fromPicker(picked) : '')}
      formatDate={format.show}
      parseDate={(text) => format.read(text) ?? false}
      timePrecision={precision === 'minute' ? TimePrecision.MINUTE : undefined}
      showTimezoneSelect={false}
      locale={intl.locale}
      dateFnsLocaleLoader={loadCalendarLocale}
      // The reader's today: right for an expiry time, wrong for a statistics day (the site's today,
      // which those panels offer themselves), so only times to the minute show it.
      highlightCurrentDay={precision === 'minute'}
      showActionsBar={precision === 'minute'}
      todayButtonText={intl.formatMessage({ id: 'date_range.today' })}
      clearButtonText={intl.formatMessage({ id: 'date_field.clear' })}
      invalidDateMessage={intl.formatMessage({ id: 'date_range.invalid' })}
      outOfRangeMessage={intl.formatMessage({ id: 'date_range.out_of_range' })}
      minDate={bound(min)}
      maxDate={bound(max) ?? LAST_DATE}
      popoverProps={{ placement: 'bottom-start' }}
      inputProps={{
        id,
        'aria-label': label,
        placeholder: placeholder ?? (precision === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM-DD HH:mm'),
        size: small ? 'small' : undefined,
        leftIcon: 'calendar',
        // Left out when valid: the field's own red for a bad date must show through.
        ...(invalid ? { intent: 'danger' as const } : {}),
        ...(field ? { 'data-field': field } : {}),
      }}
    />
  );
}
