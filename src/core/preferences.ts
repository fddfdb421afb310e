import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { DEFAULT_LOCALE, type EnumValue, type Locale, MenuMode, Theme } from '../../contract/enums';
import { loadCatalogue, loadedCatalogue } from './i18n/catalogue-store';

export type ThemeValue = EnumValue<typeof Theme>;
export type MenuModeValue = EnumValue<typeof MenuMode>;

/** Read at creation so code outside React (the API client's `x-locale`) sees the saved value at once. */
const readNow = { getOnInit: true } as const;

/** Theme 1 light, 2 dark; saved in this browser only (SPEC §2). */
export const themeAtom = atomWithStorage<ThemeValue>('lc.theme.v1', Theme.light, undefined, readNow);

const storedLocaleAtom = atomWithStorage<Locale>('lc.locale.v1', DEFAULT_LOCALE, undefined, readNow);

/**
 * The console language; zh-CN until the user picks another. A language is switched to once its
 * messages are here (at once when they are), so no text shows in a language half loaded.
 */
export const localeAtom = atom(
  (get) => get(storedLocaleAtom),
  (_get, set, locale: Locale): Promise<void> => {
    if (loadedCatalogue(locale)) {
      set(storedLocaleAtom, locale);
      return Promise.resolve();
    }
    return loadCatalogue(locale).then(() => set(storedLocaleAtom, locale));
  },
);

/** Left menu (210 px) or top menu (left width 0). */
export const menuModeAtom = atomWithStorage<MenuModeValue>(
  'lc.menu-mode.v1',
  MenuMode.left,
  undefined,
  readNow,
);
