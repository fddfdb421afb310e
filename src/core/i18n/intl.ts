import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../contract/enums';
import { type Catalogue, catalogues, type MessageKey } from '../../i18n/catalogues';
import { localeAtom } from '../preferences';
import { appStore } from '../store';

const cache = createIntlCache();
const intls = new Map<Locale, IntlShape>();

/** Messages of a locale, with zh-CN underneath so a key missing in a translation still shows text. */
export function messagesFor(locale: Locale): Catalogue {
  return { ...catalogues[DEFAULT_LOCALE], ...catalogues[locale] };
}

/** One formatter per locale, shared by the IntlProvider and by code outside React. */
export function intlFor(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale, defaultLocale: DEFAULT_LOCALE, messages: messagesFor(locale) as Record<MessageKey, string> },
      cache,
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** Translation for commands, toasts and the socket, in the language the user picked. */
export function translate(key: MessageKey, values?: Record<string, string | number>): string {
  return intlFor(appStore.get(localeAtom)).formatMessage({ id: key }, values);
}

/** Server data (menu language variables) names keys at run time; this checks them. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogues[DEFAULT_LOCALE], key);
}

/** Locales that have a catalogue: only these can be offered, whatever the server lists. */
export function isCatalogueLocale(code: string): code is Locale {
  return (LOCALES as readonly string[]).includes(code);
}
