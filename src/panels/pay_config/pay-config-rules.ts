import { checkShareRatio } from '../../features/accounts/account-rules';
import { compareDecimal } from '../../features/membership/decimal-compare';
import { moneyFieldProblem } from '../../features/membership/money-check';
import type { MessageKey } from '../../i18n/catalogues';
import type { FormValues } from '../../ui/resource/types';

/**
 * The checks of the payment settings the field schemas cannot make alone: each bound is an amount,
 * the second-level ratio a number of at least 0, and the minimum of one order is not above its maximum (compared as decimal text).
 */
export function checkPayConfig(values: FormValues): Record<string, MessageKey> {
  const problems: Record<string, MessageKey> = {};
  for (const name of ['min_recharge', 'max_recharge', 'min_withdrawal']) {
    const problem = moneyFieldProblem(values[name], 'positive');
    if (problem) problems[name] = problem;
  }
  const feeProblem = moneyFieldProblem(values.withdrawal_fee, 'non_negative');
  if (feeProblem) problems.withdrawal_fee = feeProblem;
  const ratioProblem = checkShareRatio(String(values.second_level_ratio ?? ''));
  if (ratioProblem) problems.second_level_ratio = ratioProblem;
  if (Object.keys(problems).length > 0) return problems;
  const min = String(values.min_recharge).trim();
  const max = String(values.max_recharge).trim();
  return compareDecimal(min, max) > 0 ? { min_recharge: 'pay_config.min_above_max' } : {};
}
