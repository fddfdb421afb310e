import { Button, ButtonGroup, Callout, FormGroup, InputGroup } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { canonicalMoney } from '../../../contract/money';
import { api, errorMessage, fieldErrors } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { formatMoney } from '../../features/money/money-format';
import { WithAddon } from '../../ui/settings/SettingsFrame';
import { type PayConfig, quickAmounts, rechargeAmountProblem } from './recharge-rules';

export type CreatedOrder = CallOutput<'balance_recharge/add'>;

/**
 * The amount of a new recharge order: typed or picked, checked against the bounds of one order as
 * it is typed, then opened with `balance_recharge/add`.
 */
export function RechargeForm({
  config,
  onCreated,
}: {
  config: PayConfig;
  onCreated(order: CreatedOrder): void;
}) {
  const intl = useIntl();
  const canAdd = useCan('balance_recharge/add');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problem = rechargeAmountProblem(amount, config);
  const shownProblem = touched || amount.trim() !== '' ? problem : null;
  const usdt = (value: string) => `${formatMoney(intl, value)} USDT`;

  const change = (value: string) => {
    setAmount(value);
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem || busy || !canAdd) return;
    setBusy(true);
    setFailure(null);
    try {
      onCreated(await api.call('balance_recharge/add', { amount: canonicalMoney(amount.trim()) }));
      setAmount('');
      setTouched(false);
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.amount) setServerError(fields.amount);
      else setFailure(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const bounds = shownProblem?.values
    ? Object.fromEntries(
        Object.entries(shownProblem.values).map(([name, value]) => [name, formatMoney(intl, value)]),
      )
    : undefined;
  const message = serverError ?? (shownProblem ? intl.formatMessage({ id: shownProblem.key }, bounds) : null);
  return (
    <form className="lc-recharge-form" onSubmit={submit} noValidate>
      {failure && (
        <Callout intent="danger" icon="error" className="lc-form-failure" role="alert">
          {failure}
        </Callout>
      )}
      <FormGroup
        label={intl.formatMessage({ id: 'balance_recharge.amount' })}
        labelFor="recharge-amount"
        labelInfo="*"
        intent={message ? 'danger' : 'none'}
        helperText={
          message ??
          intl.formatMessage(
            { id: 'balance_recharge.amount_range' },
            { min: usdt(config.min_recharge), max: usdt(config.max_recharge) },
          )
        }
      >
        <WithAddon end="USDT">
          <InputGroup
            id="recharge-amount"
            name="amount"
            size="large"
            inputMode="decimal"
            autoComplete="off"
            fill
            intent={message ? 'danger' : 'none'}
            placeholder={intl.formatMessage({ id: 'balance_recharge.amount_placeholder' })}
            value={amount}
            onValueChange={change}
          />
        </WithAddon>
      </FormGroup>
      <ButtonGroup
        className="lc-recharge-quick"
        aria-label={intl.formatMessage({ id: 'balance_recharge.quick' })}
      >
        {quickAmounts(config).map((value) => (
          <Button
            key={value}
            variant="outlined"
            active={amount.trim() !== '' && canonicalMoney(amount.trim()) === value}
            onClick={() => change(value)}
          >
            {formatMoney(intl, value)}
          </Button>
        ))}
      </ButtonGroup>
      {canAdd && (
        <Button
          type="submit"
          intent="primary"
          icon="add"
          size="large"
          loading={busy}
          data-action="balance_recharge/add"
          className="lc-recharge-submit"
        >
          <FormattedMessage id="balance_recharge.create" />
        </Button>
      )}
    </form>
  );
}
