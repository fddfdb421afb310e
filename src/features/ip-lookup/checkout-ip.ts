import { calls } from '../../../contract/calls';
import { isMessageKey } from '../../core/i18n/intl';
import type { MessageKey } from '../../i18n/catalogues';

/** The address a tab's saved configuration names, if any. */
export function configIp(config: Record<string, unknown> | undefined): string | null {
  const ip = config?.ip;
  return typeof ip === 'string' && ip.trim() !== '' ? ip.trim() : null;
}

/** Why a typed address would be refused (the call's own rule: IPv4 or IPv6), or null. */
export function ipProblem(text: string): MessageKey | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'rule.ip_required';
  const checked = calls['checkout_ip/inquire'].input.safeParse({ ip: trimmed });
  if (checked.success) return null;
  const message = checked.error.issues[0]?.message ?? '';
  return isMessageKey(message) ? message : 'rule.ip_invalid';
}
