import { atom } from 'jotai';
import { LOCALES, type Locale } from '../../../contract/enums';
import { catalogues } from '../../i18n/catalogues';
import { serverLanguagesAtom } from '../session/atoms';
import { isCatalogueLocale } from './intl';

export type LanguageOption = { code: Locale; title: string };

/** A language's name in its own language, from its own catalogue. */
export function nativeName(code: Locale): string {
  return catalogues[code][`language.${code}`] ?? code;
}

/**
 * The languages the user can pick: the server's shown languages that have a catalogue, in the
 * server's order; the catalogues themselves until the server answers (or if it lists none).
 */
export const languageOptionsAtom = atom<LanguageOption[]>((get) => {
  const offered = get(serverLanguagesAtom)
    .map((language) => language.code)
    .filter(isCatalogueLocale);
  const codes = offered.length > 0 ? [...new Set(offered)] : [...LOCALES];
  return codes.map((code) => ({ code, title: nativeName(code) }));
});
