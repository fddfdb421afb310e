import { Button, Icon, KeyComboTag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { FormattedMessage, useIntl } from 'react-intl';
import { MenuMode } from '../../../contract/enums';
import { useBranding } from '../../core/branding';
import { menuModeAtom } from '../../core/preferences';
import { runAction } from '../commands';
import { TopMenu } from '../menu/TopMenu';
import { useTopNavigation, useVisibleMenu } from '../menu/use-menu';
import { LanguageButton, ThemeButton } from './PreferenceButtons';
import { UserMenu } from './UserMenu';

type HeaderProps = { mobile: boolean; onOpenDrawer(): void };

/** The top bar: brand, top navigation (or the whole menu in top mode), palette and account. */
export function Header({ mobile, onOpenDrawer }: HeaderProps) {
  const intl = useIntl();
  const { title, logo } = useBranding();
  const menuMode = useAtomValue(menuModeAtom);
  const menu = useVisibleMenu();
  const topPages = useTopNavigation();
  return (
    <header className="lc-header">
      {mobile && (
        <Button
          variant="minimal"
          icon="menu"
          aria-label={intl.formatMessage({ id: 'shell.menu' })}
          data-action="menu.drawer"
          onClick={onOpenDrawer}
        />
      )}
      <a className="lc-brand" href="#/customer">
        <img src={logo} alt="" width={22} height={22} />
        <span className="lc-brand-title">{title}</span>
      </a>
      {!mobile && <TopMenu nodes={menuMode === MenuMode.top ? menu : topPages} />}
      <div className="lc-header-spacer" />
      <button
        type="button"
        className="lc-palette-trigger"
        data-action="palette.open"
        onClick={() => runAction('palette.open')}
      >
        <Icon icon="search" size={14} />
        <span className="lc-palette-trigger-text">
          <FormattedMessage id="shell.search_placeholder" />
        </span>
        <KeyComboTag combo="mod+k" minimal />
      </button>
      {!mobile && <LanguageButton />}
      <ThemeButton />
      <UserMenu />
    </header>
  );
}
