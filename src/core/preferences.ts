import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LOCALE, type EnumValue, type Locale, MenuMode, Theme } from '../../contract/enums';

export type ThemeValue = EnumValue<typeof Theme>;
export type MenuModeValue = EnumValue<typeof MenuMode>;

/** Read at creation so code outside React (the API client's `x-locale`) sees the saved value at once. */
const readNow = { getOnInit: true } as const;

/** Theme 1 light, 2 dark; saved in this browser only (SPEC §2). */
export const themeAtom = atomWithStorage<ThemeValue>('lc.theme.v1', Theme.light, undefined, readNow);

/** The console language; zh-CN until the user picks another. */
export const localeAtom = atomWithStorage<Locale>('lc.locale.v1', DEFAULT_LOCALE, undefined, readNow);

/** Left menu (210 px) or top menu (left width 0). */
export const menuModeAtom = atomWithStorage<MenuModeValue>(
  'lc.menu-mode.v1',
  MenuMode.left,
  undefined,
  readNow,
);
