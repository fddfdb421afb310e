import type { FormValues } from '../../ui/resource/types';

/** `#f5ca47`: the only colour form the configuration accepts (the server checks the same). */
export function isHexColour(text: string): boolean {
  return /^#[0-9a-fA-F]{6}$/.test(text);
}

/**
 * Dark or white text on a background colour, whichever reads better (WCAG relative luminance):
 * the product yellow takes dark text, a deep blue takes white.
 */
export function textOn(hex: string): '#1c2127' | '#ffffff' {
  if (!isHexColour(hex)) return '#1c2127';
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  // Contrast with white is 1.05 / (L + 0.05); with #1c2127 (L ≈ 0.015) it is (L + 0.05) / 0.065.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.065 ? '#ffffff' : '#1c2127';
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
