import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape } from 'react-intl';
import type { calls } from '../../../contract/calls';
import { newRequestId } from '../../core/api/request-id';
import type { MessageKey } from '../../i18n/catalogues';
import type { FieldDef, FormValues } from '../../ui/resource/types';
import type { AccountRow } from './account-columns';
import { checkAccount, checkBalanceChange, checkNewPassword } from './account-rules';
import { BalanceAmountField, roleField } from './fields';
import type { AccountsDefinition } from './types';
import type { AccountRoles } from './use-account-roles';
import type { Actor } from './use-actor';

/** The form dialog open on an account page, with the accounts it is about. */
export type AccountDialog =
  | { kind: 'add' }
  | { kind: 'edit'; row: AccountRow }
  | { kind: 'reset'; row: AccountRow }
  | { kind: 'balance'; row: AccountRow }
  | { kind: 'message'; rows: AccountRow[] }
  | null;

type Format = IntlShape['formatMessage'];

/** A dialog as the generic resource form draws it: its call, fields, start values and texts. */
export type FormSpec = {
  path: keyof typeof calls;
  title: string;
  submitKey: MessageKey;
  fields: FieldDef[];
  initial: FormValues;
  intro?: ReactNode;
  savedMessage?(result: unknown): string;
  /** Whether the list shows something the call changed. */
  reloads: boolean;
};

/** The add, edit, reset-password, balance and message dialogs, as forms over the page's calls. */
export function dialogForm(
  dialog: AccountDialog,
  definition: AccountsDefinition,
  roles: AccountRoles | null,
  actor: Actor,
  format: Format,
): FormSpec | null {
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'add':
      return {
        path: definition.calls.add,
        title: format({ id: definition.keys.addTitle }),
        submitKey: 'action.submit',
        reloads: true,
        initial: { account: '', password: '', name: '', phone: '', role_id: roles?.assignable[0]?.id },
        fields: [
          {
            name: 'account',
            kind: 'text',
            labelKey: 'account.account',
            required: true,
            check: (value) => checkAccount(String(value ?? '')),
          },
          {
            name: 'password',
            kind: 'password',
            labelKey: 'account.password',
            required: true,
            helperKey: 'account.password_help',
            check: (value) => checkNewPassword(String(value ?? '')),
          },
          { name: 'name', kind: 'text', labelKey: 'account.name' },
          { name: 'phone', kind: 'text', labelKey: 'account.phone' },
          roleField(roles),
        ],
      };
    case 'edit':
      return {
        path: definition.calls.update,
        title: format({ id: definition.keys.editTitle }, { account: dialog.row.account }),
        submitKey: 'action.save',
        reloads: true,
        initial: { id: dialog.row.id, ...definition.edit.values(dialog.row) },
        intro: definition.edit.intro?.(dialog.row),
        fields: definition.edit.fields({ row: dialog.row, roles, actor }),
      };
    case 'reset':
      return {
        path: definition.calls.reset_password,
        title: format({ id: 'account.reset_title' }, { account: dialog.row.account }),
        submitKey: 'account.reset_submit',
        reloads: false,
        initial: { id: dialog.row.id, password: '' },
        intro: (
          <Callout intent="warning" icon="key" className="lc-dialog-intro">
            <FormattedMessage
              id="account.reset_intro"
              values={{ account: <strong>{dialog.row.account}</strong> }}
            />
          </Callout>
        ),
        savedMessage: () => format({ id: 'account.reset_done' }, { account: dialog.row.account }),
        fields: [
          {
            name: 'password',
            kind: 'password',
            labelKey: 'account.new_password',
            placeholderKey: 'account.reset_placeholder',
            helperKey: 'account.reset_blank_help',
            check: (value) => checkNewPassword(String(value ?? ''), true),
          },
        ],
      };
    case 'balance':
      if (!definition.calls.balance) return null;
      return {
        path: definition.calls.balance,
        title: format({ id: 'account.balance_title' }, { account: dialog.row.account }),
        submitKey: 'action.submit',
        reloads: true,
        // One request id per opened dialog: a retried submit changes the balance once.
        initial: {
          id: dialog.row.id,
          amount: '',
          remark: '',
          balance: dialog.row.balance,
          request_id: newRequestId(),
        },
        savedMessage: (result) =>
          format(
            { id: 'account.balance_saved' },
            { account: dialog.row.account, balance: (result as { balance: string }).balance },
          ),
        fields: [
          {
            name: 'amount',
            kind: 'custom',
            labelKey: 'account.amount',
            required: true,
            helperKey: 'account.amount_help',
            render: (props) => <BalanceAmountField {...props} />,
            check: (value, values) => {
              const outcome = checkBalanceChange(String(value ?? ''), String(values.balance ?? '0'));
              return 'error' in outcome ? outcome.error : null;
            },
          },
          {
            name: 'remark',
            kind: 'text',
            labelKey: 'account.remark',
            placeholderKey: 'account.remark_placeholder',
            wide: true,
          },
        ],
      };
    case 'message':
      if (!definition.calls.send_message) return null;
      return {
        path: definition.calls.send_message,
        title: format({ id: 'account.message_title' }),
        submitKey: 'account.message_send',
        reloads: false,
        initial: { ids: dialog.rows.map((row) => row.id), title: '', content: '' },
        intro: (
          <Callout icon="people" className="lc-dialog-intro">
            <FormattedMessage
              id="account.message_to"
              values={{
                count: dialog.rows.length,
                accounts: dialog.rows
                  .slice(0, 8)
                  .map((row) => row.account)
                  .join('、'),
              }}
            />
          </Callout>
        ),
        savedMessage: (result) =>
          format({ id: 'account.message_sent' }, { count: (result as { sent: number }).sent }),
        fields: [
          { name: 'title', kind: 'text', labelKey: 'account.message_subject', required: true, wide: true },
          {
            name: 'content',
            kind: 'textarea',
            labelKey: 'account.message_content',
            required: true,
            wide: true,
          },
        ],
      };
  }
}
