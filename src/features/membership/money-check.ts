import { moneyProblem } from '../../../contract/money';
import { isMessageKey } from '../../core/i18n/intl';
import type { MessageKey } from '../../i18n/catalogues';

type Sign = Parameters<typeof moneyProblem>[1];

/**
 * What is wrong with an amount typed into a form, as the catalogue key the server would answer,
 * or null: the same rule as the contract's, run before the call so each mistake gets its sentence.
 */
export function moneyFieldProblem(value: unknown, sign: Sign): MessageKey | null {
  const problem = moneyProblem(String(value ?? '').trim(), sign);
  if (problem === null) return null;
  return isMessageKey(problem) ? problem : 'money.format';
}
