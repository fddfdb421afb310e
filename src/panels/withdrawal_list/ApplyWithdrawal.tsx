import { Button, Callout, InputGroup } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { calls } from '../../../contract/calls';
import { api } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { payConfigAtom, userInfoAtom } from '../../core/session/atoms';
import { moneyFieldProblem } from '../../features/membership/money-check';
import { UsdtUnit } from '../../features/money/money-cells';
import { withdrawalReceives } from '../../features/money/money-rules';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import type { CustomFieldProps, FieldDef } from '../../ui/resource/types';

/**
 * The amount, with what the agent would receive once the fee is kept (worked out exactly as they
 * type), and the TRC20 address, each checked the way the contract checks them.
 */
const FIELDS: FieldDef[] = [
  {
    name: 'amount',
    kind: 'custom',
    labelKey: 'withdrawal_ui.amount',
    required: true,
    check: (value) => moneyFieldProblem(value, 'positive'),
    render: (props) => <WithdrawalAmountField {...props} />,
  },
  {
    name: 'address',
    kind: 'text',
    labelKey: 'withdrawal_ui.address',
    placeholderKey: 'withdrawal_ui.address_placeholder',
    helperKey: 'withdrawal_ui.address_help',
    required: true,
    wide: true,
  },
];

/** The amount asked for and, once it reads as money, what arrives after the fee. */
export function WithdrawalAmountField({ id, value, invalid, onChange }: CustomFieldProps) {
  const intl = useIntl();
  const fee = useAtomValue(payConfigAtom)?.withdrawal_fee;
  const text = String(value ?? '').trim();
  const receives =
    fee !== undefined && text !== '' && moneyFieldProblem(text, 'positive') === null
      ? withdrawalReceives({ amount: text, fee })
      : null;
  return (
    <div className="lc-balance-field">
      <InputGroup
        id={id}
        fill
        inputMode="decimal"
        intent={invalid ? 'danger' : 'none'}
        placeholder={intl.formatMessage({ id: 'withdrawal_ui.amount_placeholder' })}
        value={String(value ?? '')}
        rightElement={<UsdtUnit />}
        onValueChange={(next) => onChange(next.replace(/\s/g, ''))}
      />
      {receives !== null && (
        <div className="lc-balance-preview" aria-live="polite">
          <span className={receives.startsWith('-') || !/[1-9]/.test(receives) ? 'lc-expired' : undefined}>
            <FormattedMessage
              id="withdrawal_ui.will_receive"
              values={{ amount: <strong>{receives}</strong> }}
            />
          </span>
        </div>
      )}
    </div>
  );
}

/** What decides a withdrawal, before the agent types anything: the minimum, the fee and the balance. */
export function WithdrawalTerms() {
  const config = useAtomValue(payConfigAtom);
  const balance = useAtomValue(userInfoAtom)?.balance;
  return (
    <Callout intent="primary" icon="info-sign" className="lc-money-warning">
      <p>
        <FormattedMessage id="withdrawal_ui.apply_explain" />
      </p>
      {config && (
        <FormattedMessage
          id="withdrawal_ui.terms"
          values={{
            min: <strong>{config.min_withdrawal}</strong>,
            fee: <strong>{config.withdrawal_fee}</strong>,
            balance: <strong>{balance ?? '0'}</strong>,
          }}
        />
      )}
    </Callout>
  );
}

/** "Apply for withdrawal": a button (when the role grants the call) and its form dialog. */
export function ApplyWithdrawal({ onApplied }: { onApplied(): void }) {
  const intl = useIntl();
  const canAdd = useCan('withdrawal_list/add');
  const [open, setOpen] = useState(false);
  if (!canAdd) return null;
  return (
    <>
      <Button intent="primary" icon="export" data-action="withdrawal_list/add" onClick={() => setOpen(true)}>
        <FormattedMessage id="withdrawal_ui.apply" />
      </Button>
      {open && (
        <ResourceForm
          isOpen
          title={intl.formatMessage({ id: 'withdrawal_ui.apply_title' })}
          submitText={intl.formatMessage({ id: 'withdrawal_ui.apply_submit' })}
          fields={FIELDS}
          initial={{ amount: '', address: '' }}
          intro={<WithdrawalTerms />}
          schema={calls['withdrawal_list/add'].input}
          submit={(input) => api.callByPath('withdrawal_list/add', input)}
          savedMessage={(result) =>
            intl.formatMessage({ id: 'withdrawal_ui.applied' }, { id: (result as { id: number }).id })
          }
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            onApplied();
          }}
        />
      )}
    </>
  );
}
