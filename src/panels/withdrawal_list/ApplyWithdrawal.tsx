import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { calls } from '../../../contract/calls';
import { api } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { moneyFieldProblem } from '../../features/membership/money-check';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import type { FieldDef } from '../../ui/resource/types';

/**
 * The amount and the TRC20 address, checked as they are typed the way the contract checks them.
 * The minimum and the fee are the server's to say (the payment settings do not show them), so its
 * refusal comes back on the amount field.
 */
const FIELDS: FieldDef[] = [
  {
    name: 'amount',
    kind: 'text',
    labelKey: 'withdrawal_ui.amount',
    placeholderKey: 'withdrawal_ui.amount_placeholder',
    required: true,
    check: (value) => moneyFieldProblem(value, 'positive'),
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
          intro={
            <Callout intent="primary" icon="info-sign" className="lc-money-warning">
              <FormattedMessage id="withdrawal_ui.apply_explain" />
            </Callout>
          }
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
