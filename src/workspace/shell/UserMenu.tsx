import { Button, KeyComboTag, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { MenuMode } from '../../../contract/enums';
import { canOpenPanel, openPanel } from '../../core/panels/open-panel';
import { menuModeAtom } from '../../core/preferences';
import { userInfoAtom } from '../../core/session/atoms';
import { usePopoverFocusReturn } from '../../ui/focus-return';
import { commands, runAction } from '../commands';
import type { Action } from '../palette/keymap';
import { keymap } from '../palette/keymap';

function ActionItem({ action, text }: { action: Action; text?: string }) {
  const intl = useIntl();
  const command = commands[action];
  return (
    <MenuItem
      icon={command.icon}
      text={text ?? intl.formatMessage({ id: command.titleKey })}
      labelElement={keymap[action][0] ? <KeyComboTag combo={keymap[action][0]} minimal /> : undefined}
      data-action={action}
      onClick={() => runAction(action)}
    />
  );
}

/** The account menu: who is signed in, layout and menu preferences, password and logout. */
export function UserMenu() {
  const intl = useIntl();
  const user = useAtomValue(userInfoAtom);
  const menuMode = useAtomValue(menuModeAtom);
  // Its items open panels (the password page): the panel keeps the focus it is given.
  const focusReturn = usePopoverFocusReturn('lc-user-menu');
  if (!user) return null;
  return (
    <PopoverNext
      placement="bottom-end"
      arrow={false}
      {...focusReturn}
      content={
        <Menu>
          <MenuDivider title={`${user.name || user.account} · ${user.account}`} />
          <ActionItem action="layout.save" />
          <ActionItem action="layout.switch" />
          <ActionItem
            action="menu.toggle_mode"
            text={intl.formatMessage({
              id: menuMode === MenuMode.top ? 'shell.menu_mode_left' : 'shell.menu_mode_top',
            })}
          />
          {canOpenPanel('update_password') && (
            <MenuItem
              icon="key"
              text={intl.formatMessage({ id: 'menu.update_password' })}
              onClick={() => openPanel('update_password')}
            />
          )}
          <MenuDivider />
          <ActionItem action="session.logout" />
        </Menu>
      }
    >
      <Button
        variant="minimal"
        icon="user"
        endIcon="caret-down"
        text={user.name || user.account}
        data-action="user.menu"
      />
    </PopoverNext>
  );
}
