import { atom } from 'jotai';
import { LOCALES, type Locale } from '../../../contract/enums';
import { localeAtom } from '../preferences';
import { serverLanguagesAtom } from '../session/atoms';
import { appStore } from '../store';
import { intlFor, isCatalogueLocale } from './intl';

export type LanguageOption = { code: Locale; title: string };

/** A language's name in its own language: every catalogue holds all three, so the shown one tells. */
export function nativeName(code: Locale): string {
  const name = intlFor(appStore.get(localeAtom)).messages[`language.${code}`];
  return typeof name === 'string' ? name : code;
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
