import type { IntlShape } from 'react-intl';
import { MAX_HSTS_SECONDS } from '../../../contract/areas/domain-policies';
import type { MessageKey } from '../../i18n/catalogues';

const DAY = 86_400;

/**
 * The HSTS lengths offered by name. Off first; two years is the contract's ceiling and the
 * preload list's own, so a longer value cannot be offered by mistake.
 */
export const HSTS_PRESETS: readonly { seconds: number; labelKey: MessageKey }[] = [
  { seconds: 0, labelKey: 'policy_ui.hsts_off' },
  { seconds: DAY, labelKey: 'policy_ui.hsts_day' },
  { seconds: 180 * DAY, labelKey: 'policy_ui.hsts_180_days' },
  { seconds: 365 * DAY, labelKey: 'policy_ui.hsts_year' },
  { seconds: MAX_HSTS_SECONDS, labelKey: 'policy_ui.hsts_two_years' },
];

/** The named length of an HSTS max-age, or undefined for any other number of seconds. */
export function hstsPreset(seconds: number) {
  return HSTS_PRESETS.find((preset) => preset.seconds === seconds);
}

/** An HSTS max-age for reading: its preset's name, else whole days, else seconds. */
export function hstsText(intl: IntlShape, seconds: number): string {
  const preset = hstsPreset(seconds);
  if (preset) return intl.formatMessage({ id: preset.labelKey });
  return seconds % DAY === 0
    ? intl.formatMessage({ id: 'policy_ui.hsts_days' }, { days: seconds / DAY })
    : intl.formatMessage({ id: 'policy_ui.hsts_seconds' }, { seconds });
}
