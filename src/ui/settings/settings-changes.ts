import type { FormValues } from '../resource/types';

/**
 * Fields whose value differs from the saved record: the saved record's fields first, then any the
 * form added. Values are plain data (text, numbers, lists), so their JSON tells them apart.
 */
export function changedFields(saved: FormValues, values: FormValues): string[] {
  const names = new Set([...Object.keys(saved), ...Object.keys(values)]);
  return [...names].filter((name) => JSON.stringify(saved[name]) !== JSON.stringify(values[name]));
}
