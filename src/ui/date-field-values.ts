import { formatDay, formatMinute, parseDay, parseMinute } from './resource/date-range';

/**
 * How the console's date field writes its value, shows it, and hands it to Blueprint's picker and
 * back. The picker speaks `yyyy-MM-dd` for a day and an ISO time with offset for a time: a day
 * passed as an instant would be read as UTC midnight, the day before for a reader west of UTC.
 */
export type DateFieldValues = {
  show(date: Date): string;
  read(text: string): Date | null;
  /** The picker's value for the field's value; null when there is no date. */
  toPicker(value: string): string | null;
  /** The field's value for what the picker reports. */
  fromPicker(picked: string): string;
};

export const DATE_FIELD_VALUES: Record<'day' | 'minute', DateFieldValues> = {
  day: {
    show: formatDay,
    read: parseDay,
    toPicker: (value) => (parseDay(value) ? value : null),
    fromPicker: (picked) => picked.slice(0, 10),
  },
  minute: {
    show: formatMinute,
    read: parseMinute,
    toPicker: (value) => parseMinute(value)?.toISOString() ?? null,
    fromPicker: (picked) => formatMinute(new Date(picked)).replace(' ', 'T'),
  },
};

/** The props of the console's date field (`DateField`). */
export type DateFieldProps = {
  /**
   * `day`: the value is a calendar day `YYYY-MM-DD`; `minute`: a date and time in the reader's zone
   * `YYYY-MM-DDTHH:mm`, the strings the browser's own date fields used, so callers keep their values.
   */
  precision?: 'day' | 'minute';
  /** `''` when no date is chosen. */
  value: string;
  /** A whole, valid date or `''` once cleared; half-typed text is not passed on. */
  onChange(value: string): void;
  id?: string;
  /** The accessible name, when no `<label>` points at `id`. */
  label?: string;
  /** The first and last dates offered, in the value's format. */
  min?: string;
  max?: string;
  placeholder?: string;
  invalid?: boolean;
  fill?: boolean;
  small?: boolean;
  className?: string;
  /** Names the field for forms that address their fields (`data-field`). */
  field?: string;
};
