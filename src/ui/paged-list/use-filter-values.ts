import { useCallback, useState } from 'react';
import type { FilterValues } from './paged-list-state';

/**
 * The values of a filter bar and the setter it calls, one field at a time (a date range sets its
 * two ends one after the other, so each change builds on the previous one).
 */
export function useFilterValues(initial: FilterValues | (() => FilterValues) = {}) {
  const [values, setValues] = useState<FilterValues>(initial);
  const setValue = useCallback(
    (name: string, value: FilterValues[string]) => setValues((current) => ({ ...current, [name]: value })),
    [],
  );
  return [values, setValue] as const;
}
