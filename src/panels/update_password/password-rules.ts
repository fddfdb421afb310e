import type { MessageKey } from '../../i18n/catalogues';

export type PasswordChange = { old_password: string; password: string; repeat_password: string };

/** SPEC §8's checks, in order, by field; the server repeats them. */
export function checkPasswordChange(
  input: PasswordChange,
): Partial<Record<keyof PasswordChange, MessageKey>> {
  const problems: Partial<Record<keyof PasswordChange, MessageKey>> = {};
  if (input.old_password === '') problems.old_password = 'password.old_required';
  if (input.password === '') problems.password = 'password.new_required';
  else if (input.repeat_password !== input.password) problems.repeat_password = 'password.repeat_differs';
  return problems;
}
