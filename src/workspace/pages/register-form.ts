import { checkRegistration, INVITATION_CODE_PATTERN } from '../../../contract/rules';
import type { MessageKey } from '../../i18n/catalogues';

export type RegisterForm = { account: string; password: string; repeat_password: string; code: string };

/** The field each registration rule is about, so its message shows under the right input. */
const FIELD_OF_RULE: Record<string, keyof RegisterForm> = {
  'rule.account_required': 'account',
  'rule.account_too_short': 'account',
  'rule.password_required': 'password',
  'rule.passwords_differ': 'repeat_password',
  'rule.password_equals_account': 'password',
  'rule.password_too_short': 'password',
  'rule.password_letters_digits': 'password',
};

/**
 * The first problem of a registration form: SPEC §1's seven checks in their order (shared with
 * the server through `checkRegistration`), then the invitation code's format (optional).
 */
export function registrationProblem(
  form: RegisterForm,
): { field: keyof RegisterForm; key: MessageKey } | null {
  const rule = checkRegistration(form);
  if (rule) return { field: FIELD_OF_RULE[rule] ?? 'account', key: rule as MessageKey };
  const code = form.code.trim();
  if (code !== '' && !INVITATION_CODE_PATTERN.test(code))
    return { field: 'code', key: 'register.code_format' };
  return null;
}

/**
 * The invitation code of `#/admin_register?code=…`: prefilled and locked when it is a valid code
 * (letters and digits); anything else is left for the reader to correct.
 */
export function invitationFromSearch(search: string): { code: string; locked: boolean } {
  const code = (new URLSearchParams(search).get('code') ?? '').trim();
  return { code, locked: code !== '' && INVITATION_CODE_PATTERN.test(code) };
}
