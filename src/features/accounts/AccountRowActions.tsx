import { Button, Menu, MenuDivider, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Disabled } from '../../../contract/enums';
import type { MessageKey } from '../../i18n/catalogues';
import type { AccountRow } from './account-columns';
import type { AccountDialog } from './account-dialogs';
import type { AccountsDefinition } from './types';
import type { AccountConfirm } from './use-account-confirm';
import type { AccountPermissions } from './use-account-permissions';

export type AccountRowActionsProps = {
  row: AccountRow;
  definition: AccountsDefinition;
  can: AccountPermissions;
  /** The actor's own account: never disabled from here. */
  ownId: number;
  /** A super administrator's account, and the actor is none: the server refuses every action. */
  locked: boolean;
  onDialog(dialog: AccountDialog): void;
  onConfirm(confirm: AccountConfirm): void;
};

type Item = { action?: string; icon: IconName; textKey: MessageKey; run(): void };

/**
 * The tools at the end of an account's row: edit, and a menu of the rest (balance, password,
 * message, end sessions, and apart below a divider, disabling). A locked account shows why instead.
 */
export function AccountRowActions(props: AccountRowActionsProps) {
  const { row, definition, can, locked, onDialog } = props;
  const intl = useIntl();
  if (locked) {
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
  const menu = rowMenu(props, intl.formatMessage);
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
            onClick={() => onDialog({ kind: 'edit', row })}
          />
        </Tooltip>
      )}
      {menu.length > 0 && (
        <PopoverNext content={<Menu>{menu}</Menu>} placement="bottom-end">
          <Button
            variant="minimal"
            size="small"
            icon="more"
            data-action="account.more"
            aria-label={intl.formatMessage({ id: 'account.more_actions' }, { account: row.account })}
          />
        </PopoverNext>
      )}
    </span>
  );
}

/** The items of a row's more menu that the role holds. */
function rowMenu(
  { row, definition, can, ownId, onDialog, onConfirm }: AccountRowActionsProps,
  format: ReturnType<typeof useIntl>['formatMessage'],
): ReactNode[] {
  const isDisabled = row.disabled === Disabled.yes;
  const items: (Item | false)[] = [
    can.balance && {
      action: definition.calls.balance,
      icon: 'dollar',
      textKey: 'account.action_balance',
      run: () => onDialog({ kind: 'balance', row }),
    },
    can.reset && {
      action: definition.calls.reset_password,
      icon: 'key',
      textKey: 'account.action_reset_password',
      run: () => onDialog({ kind: 'reset', row }),
    },
    can.message && {
      action: definition.calls.send_message,
      icon: 'envelope',
      textKey: 'account.action_message',
      run: () => onDialog({ kind: 'message', rows: [row] }),
    },
    can.refresh && {
      action: definition.calls.refresh,
      icon: 'refresh',
      textKey: 'account.action_refresh',
      run: () => onConfirm({ kind: 'refresh', row }),
    },
  ];
  const menu = items
    .filter((item): item is Item => item !== false)
    .map((item) => (
      <MenuItem
        key={item.textKey}
        icon={item.icon}
        data-action={item.action}
        text={format({ id: item.textKey })}
        onClick={item.run}
      />
    ));
  // Disabling sits apart, below a divider: it ends the account's sessions. Never one's own.
  if (can.disable && row.id !== ownId) {
    if (menu.length > 0) menu.push(<MenuDivider key="divider" />);
    menu.push(
      <MenuItem
        key="disable"
        icon={isDisabled ? 'unlock' : 'disable'}
        intent={isDisabled ? 'success' : 'danger'}
        data-action={definition.calls.disable}
        text={format({ id: isDisabled ? 'account.action_enable' : 'account.action_disable' })}
        onClick={() =>
          onConfirm({ kind: 'disable', rows: [row], disabled: isDisabled ? Disabled.no : Disabled.yes })
        }
      />,
    );
  }
  return menu;
}
