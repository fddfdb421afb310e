import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../contract/enums';
import type { Catalogue, MessageKey } from '../../i18n/catalogues';
import { localeAtom } from '../preferences';
import { appStore } from '../store';
import { anyLoadedLocale, loadCatalogue, loadedCatalogue, shownCatalogue } from './catalogue-store';

const cache = createIntlCache();
/** One formatter per locale, made again when more of its messages arrive. */
const intls = new Map<Locale, { messages: Catalogue | undefined; intl: IntlShape }>();

/**
 * Messages of a locale, with zh-CN underneath where it is here, so a key missing in a translation
 * still shows text (the catalogue parity test keeps that from happening).
 */
export function messagesFor(locale: Locale): Catalogue {
  return { ...shownCatalogue(DEFAULT_LOCALE), ...shownCatalogue(locale) };
}

/**
 * One formatter per locale, shared by the IntlProvider and by code outside React. Messages the
 * page needs that have not arrived are fetched, and what is here is shown meanwhile.
 */
export function intlFor(locale: Locale): IntlShape {
  if (!loadedCatalogue(locale)) void loadCatalogue(locale).catch(() => undefined);
  const messages = shownCatalogue(locale);
  if (!messages) {
    const shown = anyLoadedLocale();
    // Nothing here at all (a failed first fetch): ids rather than nothing, and not kept.
    return shown ? intlFor(shown) : createFormatter(locale);
  }
  const kept = intls.get(locale);
  if (kept?.messages === messages) return kept.intl;
  const intl = createFormatter(locale);
  intls.set(locale, { messages, intl });
  return intl;
}

function createFormatter(locale: Locale): IntlShape {
  return createIntl(
    { locale, defaultLocale: DEFAULT_LOCALE, messages: messagesFor(locale) as Record<MessageKey, string> },
    cache,
  );
}

/** Translation for commands, toasts and the socket, in the language the user picked. */
export function translate(key: MessageKey, values?: Record<string, string | number>): string {
  return intlFor(appStore.get(localeAtom)).formatMessage({ id: key }, values);
}

/** Server data (menu language variables) names keys at run time; this checks them. */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(intlFor(appStore.get(localeAtom)).messages, key);
}

/** Locales that have a catalogue: only these can be offered, whatever the server lists. */
export function isCatalogueLocale(code: string): code is Locale {
  return (LOCALES as readonly string[]).includes(code);
}
