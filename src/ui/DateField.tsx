import { InputGroup } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { DateFieldProps } from './date-field-values';

/** The calendar and its date library load with the first field that shows them. */
const DateFieldInput = lazy(() => import('./DateFieldInput'));

export type { DateFieldProps };

/**
 * The console's date field: the dates written as the console writes them (`2025-05-12`,
 * `2025-05-12 14:05`), a calendar in the reader's language, typed or picked from the keyboard. Used
 * in place of the browser's date inputs, which each browser draws and orders differently.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense
      fallback={
        <InputGroup
          className={props.className}
          fill={props.fill}
          size={props.small ? 'small' : undefined}
          leftIcon="calendar"
          aria-label={props.label}
          value={props.precision === 'minute' ? props.value.replace('T', ' ') : props.value}
          readOnly
        />
      }
    >
      <DateFieldInput {...props} />
    </Suspense>
  );
}
