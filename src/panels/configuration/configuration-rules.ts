import type { FormValues } from '../../ui/resource/types';

/** `#f5ca47`: the only colour form the configuration accepts (the server checks the same). */
export function isHexColour(text: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(text);
}

/**
 * Whether saving these values switches maintenance on: that sends everyone but super
 * administrators away at once, so the console asks first.
 */
export function turnsMaintenanceOn(saved: FormValues, values: FormValues): boolean {
  return saved.maintenance !== true && values.maintenance === true;
}

/** The lockout rule in numbers for its one-line summary, or null while a number is missing. */
export function lockoutSummary(
  values: FormValues,
): { failures: number; window: number; minutes: number } | null {
  const { lockout_failures: failures, lockout_window_minutes: window, lockout_minutes: minutes } = values;
  if (typeof failures !== 'number' || typeof window !== 'number' || typeof minutes !== 'number') return null;
  return { failures, window, minutes };
}
