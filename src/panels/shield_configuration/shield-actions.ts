import type { z } from 'zod';
import type { shieldRowSchema } from '../../../contract/areas/domain-monitor';
import { type EnumValue, ShieldAction } from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';

export type ShieldActionValue = EnumValue<typeof ShieldAction>;
/** An operator's own setting: 0 follows the platform's default. */
export type ShieldSetting = z.output<typeof shieldRowSchema>['flagged_action'];

/** The platform's default, by the value `0` of an operator's setting stands for. */
export const FOLLOW_DEFAULT = 0;

/** Each action's words. */
export const ACTION_LABELS: Record<ShieldActionValue, MessageKey> = {
  [ShieldAction.keep_serving]: 'shield_ui.keep_serving',
  [ShieldAction.pause]: 'shield_ui.pause',
};

/** What an operator's codes do on a flagged domain with this setting and this platform default. */
export function effectiveAction(
  setting: ShieldSetting,
  platformDefault: ShieldActionValue,
): ShieldActionValue {
  return setting === FOLLOW_DEFAULT ? platformDefault : setting;
}

/**
 * Whether a change starts pausing codes that were served: the one change that takes pages off
 * the air, so the console asks before making it.
 */
export function startsPausing(before: ShieldActionValue, after: ShieldActionValue): boolean {
  return before !== ShieldAction.pause && after === ShieldAction.pause;
}
