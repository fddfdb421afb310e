import {
  Button,
  ButtonGroup,
  Callout,
  HTMLSelect,
  Menu,
  MenuDivider,
  MenuItem,
  Popover,
  Tooltip,
} from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { calls } from '../../../contract/calls';
import { Disabled, OnlineStatus } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import type { MessageKey } from '../../i18n/catalogues';
import { ColumnPicker } from '../../ui/resource/ColumnPicker';
import { useColumnChoice } from '../../ui/resource/column-choice';
import { FilterBar } from '../../ui/resource/FilterBar';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import { listSelection, pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import type { FieldDef, FilterDef, FormValues, ResourceDefinition } from '../../ui/resource/types';
import { useResourceList } from '../../ui/resource/use-resource-list';
import type { AccountRow } from './account-columns';
import { checkAccount, checkBalanceChange, checkNewPassword } from './account-rules';
import { BalanceAmountField, roleField } from './fields';
import type { AccountsDefinition } from './types';
import { type AccountRoles, useAccountRoles } from './use-account-roles';
import { type Actor, useActor } from './use-actor';
import './accounts.css';
import { ConfirmAlert } from '../../ui/ConfirmAlert';

type Dialog =
  | { kind: 'add' }
  | { kind: 'edit'; row: AccountRow }
  | { kind: 'reset'; row: AccountRow }
  | { kind: 'balance'; row: AccountRow }
  | { kind: 'message'; rows: AccountRow[] }
  | null;

type Confirm =
  | { kind: 'disable'; rows: AccountRow[]; disabled: (typeof Disabled)[keyof typeof Disabled] }
  | { kind: 'refresh'; row: AccountRow }
  | null;

const FILTERS: FilterDef[] = [
  {
    kind: 'select',
    name: 'disabled',
    labelKey: 'account.any_status',
    options: [
      { value: Disabled.no, labelKey: 'account.enabled' },
      { value: Disabled.yes, labelKey: 'account.disabled' },
    ],
  },
  {
    kind: 'select',
    name: 'online_status',
    labelKey: 'account.any_online',
    options: [
      { value: OnlineStatus.online, labelKey: 'account.online_yes' },
      { value: OnlineStatus.offline, labelKey: 'account.online_no' },
    ],
  },
];

/** Performs a call named by the definition (its path is only known at run time). */
function callByPath(path: string, input: unknown): Promise<unknown> {
  return (api.call as (path: string, input: unknown) => Promise<unknown>)(path, input);
}

/** The server refuses every action on a super administrator's account unless the actor is one. */
function untouchable(row: AccountRow, roles: AccountRoles | null, actor: Actor): boolean {
  return !actor.isSuper && (roles?.superRoleIds.has(row.role_id) ?? false);
}

/**
 * The account list shared by `user_list` and `administrators`: search and filters, server-side
 * sorting and paging, columns the reader chooses, and the actions each shown only when granted.
 */
export function AccountsPanel({ definition }: { definition: AccountsDefinition }) {
  const intl = useIntl();
  const actor = useActor();
  const roles = useAccountRoles(definition.scope, actor.isSuper);
  const resource = useMemo<ResourceDefinition<AccountsDefinition['calls']['inquire']>>(
    () => ({
      id: definition.id,
      inquire: definition.calls.inquire,
      columns: definition.columns,
      rowLabel: (row) => row.account,
    }),
    [definition],
  );
  const list = useResourceList(resource);
  const allKeys = useMemo(() => definition.columns.map((column) => column.key), [definition]);
  const pinned = allKeys[0];
  const columnChoice = useColumnChoice(
    `lc.columns.${definition.id}.v1`,
    allKeys,
    definition.defaultColumns,
    pinned,
  );
  const shownColumns = definition.columns.filter((column) => columnChoice.visible.includes(column.key));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [confirmBusy, setConfirmBusy] = useState(false);

  const can = {
    add: useCan(definition.calls.add),
    update: useCan(definition.calls.update),
    reset: useCan(definition.calls.reset_password),
    disable: useCan(definition.calls.disable),
    refresh: useCan(definition.calls.refresh),
    balance: useCan(definition.calls.balance),
    message: useCan(definition.calls.send_message),
  };
  can.balance &&= definition.calls.balance !== undefined;
  can.message &&= definition.calls.send_message !== undefined;
  const batch = can.disable || can.message;
  // Batch actions leave out what the server would refuse for the whole batch: a super
  // administrator's account (for anyone else) and, for disabling, one's own.
  const selectedRows = list.rows.filter(
    (row) => list.selected.has(row.id) && !untouchable(row, roles, actor),
  );
  const disableTargets = selectedRows.filter((row) => row.id !== actor.userId);

  const runConfirm = async () => {
    if (!confirm) return;
    setConfirmBusy(true);
    try {
      if (confirm.kind === 'disable') {
        await callByPath(definition.calls.disable, {
          ids: confirm.rows.map((row) => row.id),
          disabled: confirm.disabled,
        });
        showToast(
          'success',
          intl.formatMessage(
            { id: confirm.disabled === Disabled.yes ? 'account.disabled_done' : 'account.enabled_done' },
            { count: confirm.rows.length },
          ),
        );
        list.reload();
      } else {
        await callByPath(definition.calls.refresh, { id: confirm.row.id });
        showToast(
          'success',
          intl.formatMessage({ id: 'account.refresh_sent' }, { account: confirm.row.account }),
        );
      }
      setConfirm(null);
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setConfirmBusy(false);
    }
  };

  const rowMenu = (row: AccountRow): ReactNode[] => {
    const isDisabled = row.disabled === Disabled.yes;
    type Item = { action?: string; icon: IconName; textKey: MessageKey; run(): void };
    const items: (Item | false)[] = [
      can.balance && {
        action: definition.calls.balance,
        icon: 'dollar',
        textKey: 'account.action_balance',
        run: () => setDialog({ kind: 'balance', row }),
      },
      can.reset && {
        action: definition.calls.reset_password,
        icon: 'key',
        textKey: 'account.action_reset_password',
        run: () => setDialog({ kind: 'reset', row }),
      },
      can.message && {
        action: definition.calls.send_message,
        icon: 'envelope',
        textKey: 'account.action_message',
        run: () => setDialog({ kind: 'message', rows: [row] }),
      },
      can.refresh && {
        action: definition.calls.refresh,
        icon: 'refresh',
        textKey: 'account.action_refresh',
        run: () => setConfirm({ kind: 'refresh', row }),
      },
    ];
    const menu = items
      .filter((item): item is Item => item !== false)
      .map((item) => (
        <MenuItem
          key={item.textKey}
          icon={item.icon}
          data-action={item.action}
          text={intl.formatMessage({ id: item.textKey })}
          onClick={item.run}
        />
      ));
    // Disabling sits apart, below a divider: it ends the account's sessions. Never one's own.
    if (can.disable && row.id !== actor.userId) {
      if (menu.length > 0) menu.push(<MenuDivider key="divider" />);
      menu.push(
        <MenuItem
          key="disable"
          icon={isDisabled ? 'unlock' : 'disable'}
          intent={isDisabled ? 'success' : 'danger'}
          data-action={definition.calls.disable}
          text={intl.formatMessage({ id: isDisabled ? 'account.action_enable' : 'account.action_disable' })}
          onClick={() =>
            setConfirm({ kind: 'disable', rows: [row], disabled: isDisabled ? Disabled.no : Disabled.yes })
          }
        />,
      );
    }
    return menu;
  };

  const rowActions = (row: AccountRow) => {
    if (untouchable(row, roles, actor)) {
      return (
        <Tooltip content={intl.formatMessage({ id: 'account.super_protected' })} placement="left">
          <Button
            variant="minimal"
            size="small"
            icon="lock"
            aria-label={intl.formatMessage({ id: 'account.super_protected' })}
          />
        </Tooltip>
      );
    }
    const menu = rowMenu(row);
    return (
      <span className="lc-account-actions" data-account={row.account}>
        {can.update && (
          <Tooltip content={intl.formatMessage({ id: 'action.edit' })} placement="left">
            <Button
              variant="minimal"
              size="small"
              icon="edit"
              data-action={definition.calls.update}
              aria-label={intl.formatMessage({ id: 'action.edit' })}
              onClick={() => setDialog({ kind: 'edit', row })}
            />
          </Tooltip>
        )}
        {menu.length > 0 && (
          <Popover content={<Menu>{menu}</Menu>} placement="bottom-end">
            <Button
              variant="minimal"
              size="small"
              icon="more"
              data-action="account.more"
              aria-label={intl.formatMessage({ id: 'account.more_actions' }, { account: row.account })}
            />
          </Popover>
        )}
      </span>
    );
  };

  const addButton = can.add && (
    <Button
      intent="primary"
      icon="new-person"
      data-action={definition.calls.add}
      onClick={() => setDialog({ kind: 'add' })}
    >
      <FormattedMessage id={definition.keys.add} />
    </Button>
  );

  const form = dialogForm(dialog, definition, roles, actor, intl.formatMessage);
  const disabling = confirm?.kind === 'disable' && confirm.disabled === Disabled.yes;

  return (
    <div className="lc-resource lc-accounts" data-accounts={definition.id}>
      <div className="lc-resource-toolbar">
        <FilterBar
          filters={[{ kind: 'search', name: 'keyword', placeholderKey: definition.keys.search }]}
          values={list.query.filters}
          onChange={list.setFilter}
        />
        {roles && (
          <HTMLSelect
            aria-label={intl.formatMessage({ id: 'account.any_role' })}
            value={String(list.query.filters.role_id ?? '')}
            onChange={(event) =>
              list.setFilter(
                'role_id',
                event.currentTarget.value ? Number(event.currentTarget.value) : undefined,
              )
            }
          >
            <option value="">{intl.formatMessage({ id: 'account.any_role' })}</option>
            {roles.assignable.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </HTMLSelect>
        )}
        <FilterBar filters={FILTERS} values={list.query.filters} onChange={list.setFilter} />
        <span className="lc-header-spacer" />
        {selectedRows.length > 0 && (
          <ButtonGroup className="lc-accounts-batch">
            {can.message && (
              <Button icon="envelope" onClick={() => setDialog({ kind: 'message', rows: selectedRows })}>
                <FormattedMessage id="account.batch_message" values={{ count: selectedRows.length }} />
              </Button>
            )}
            {can.disable && (
              <>
                <Button
                  icon="disable"
                  intent="danger"
                  variant="outlined"
                  disabled={disableTargets.length === 0}
                  onClick={() =>
                    setConfirm({ kind: 'disable', rows: disableTargets, disabled: Disabled.yes })
                  }
                >
                  <FormattedMessage id="account.batch_disable" values={{ count: disableTargets.length }} />
                </Button>
                <Button
                  icon="unlock"
                  variant="outlined"
                  onClick={() => setConfirm({ kind: 'disable', rows: selectedRows, disabled: Disabled.no })}
                >
                  <FormattedMessage id="account.batch_enable" values={{ count: selectedRows.length }} />
                </Button>
              </>
            )}
          </ButtonGroup>
        )}
        <ColumnPicker
          columns={definition.columns}
          visible={columnChoice.visible}
          pinnedKey={pinned}
          onToggle={columnChoice.toggle}
          onReset={columnChoice.reset}
        />
        <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
          <Button
            icon="refresh"
            aria-label={intl.formatMessage({ id: 'action.refresh' })}
            onClick={list.reload}
          />
        </Tooltip>
        {addButton}
      </div>
      <ResourceTable<AccountRow>
        columns={shownColumns}
        {...pagedTableProps(list)}
        emptyAction={addButton || undefined}
        selection={batch ? listSelection(list) : undefined}
        rowActions={rowActions}
      />
      {dialog && form && (
        <ResourceForm
          isOpen
          title={form.title}
          submitText={intl.formatMessage({ id: form.submitKey })}
          fields={form.fields}
          initial={form.initial}
          intro={form.intro}
          schema={calls[form.path].input}
          submit={(input) => callByPath(form.path, input)}
          savedMessage={form.savedMessage}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            if (form.reloads) list.reload();
          }}
        />
      )}
      <ConfirmAlert
        isOpen={confirm !== null}
        intent={disabling ? 'danger' : 'primary'}
        icon={confirm?.kind === 'refresh' ? 'refresh' : disabling ? 'disable' : 'unlock'}
        busy={confirmBusy}
        confirmKey="action.confirm"
        onCancel={() => setConfirm(null)}
        onConfirm={runConfirm}
      >
        <p>{confirm && confirmText(confirm, intl.formatMessage)}</p>
      </ConfirmAlert>
    </div>
  );
}

type Format = ReturnType<typeof useIntl>['formatMessage'];

function confirmText(confirm: NonNullable<Confirm>, format: Format): string {
  if (confirm.kind === 'refresh')
    return format({ id: 'account.refresh_confirm' }, { account: confirm.row.account });
  const values = { count: confirm.rows.length, account: confirm.rows[0]?.account ?? '' };
  return format(
    { id: confirm.disabled === Disabled.yes ? 'account.disable_confirm' : 'account.enable_confirm' },
    values,
  );
}

type FormSpec = {
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
function dialogForm(
  dialog: Dialog,
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
        initial: { id: dialog.row.id, amount: '', remark: '', balance: dialog.row.balance },
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
