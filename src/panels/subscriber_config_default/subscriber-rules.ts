import type { MessageKey } from '../../i18n/catalogues';
import type { FormValues } from '../../ui/resource/types';

const RATIO = /^\d+(\.\d+)?$/;

/**
 * SPEC §7: a share ratio is a number ≥ 0 ("Please enter a number greater than or equal to 0").
 * Anything else, a minus sign or a stray letter included, gets that one message.
 */
export function checkSubscriberDefaults(values: FormValues): Record<string, MessageKey> {
  const ratio = String(values.share_ratio ?? '').trim();
  return RATIO.test(ratio) ? {} : { share_ratio: 'rule.share_ratio' };
}

/** A ratio as a number for showing it as a percentage, or null while it is not one. */
export function ratioValue(text: unknown): number | null {
  const trimmed = String(text ?? '').trim();
  return RATIO.test(trimmed) ? Number(trimmed) : null;
}
