import { MenuMode, Theme } from '../../../contract/enums';
import { menuModeAtom, themeAtom } from '../../core/preferences';
import { appStore } from '../../core/store';
import { paletteAtom } from '../palette/palette-atoms';
import type { Command } from './command';

export const toggleThemeCommand: Command = {
  action: 'theme.toggle',
  titleKey: 'command.theme_toggle',
  icon: 'contrast',
  run: () => appStore.set(themeAtom, (theme) => (theme === Theme.dark ? Theme.light : Theme.dark)),
};

/** Opens the language picker of the palette. */
export const switchLanguageCommand: Command = {
  action: 'language.switch',
  titleKey: 'command.language_switch',
  icon: 'translate',
  run: () => appStore.set(paletteAtom, { open: true, page: 'languages' }),
};

export const toggleMenuModeCommand: Command = {
  action: 'menu.toggle_mode',
  titleKey: 'command.menu_toggle_mode',
  icon: 'column-layout',
  run: () => appStore.set(menuModeAtom, (mode) => (mode === MenuMode.top ? MenuMode.left : MenuMode.top)),
};
