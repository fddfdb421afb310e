import { IntlMessageFormat } from 'intl-messageformat';
import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../contract/enums';
import { catalogues } from '../src/i18n/catalogues';

const formatters = new Map<string, IntlMessageFormat>();

/**
 * A message of the shared catalogues in the given locale. Text that is not a key (a message from
 * a library) passes through unchanged, so callers can translate whatever a schema produced.
 */
export function translate(locale: Locale, key: string, values?: Record<string, string | number>): string {
  const pattern = catalogues[locale][key] ?? catalogues[DEFAULT_LOCALE][key];
  if (pattern === undefined) return key;
  const cacheKey = `${locale}\u0000${key}`;
  let formatter = formatters.get(cacheKey);
  if (!formatter) {
    formatter = new IntlMessageFormat(pattern, locale);
    formatters.set(cacheKey, formatter);
  }
  return String(formatter.format(values));
}

/**
 * The console sends its language in `x-locale`; other clients fall back to Accept-Language,
 * then to zh-CN.
 */
export function pickLocale(explicit: string | undefined, acceptLanguage: string | undefined): Locale {
  const wanted = [explicit, ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0]?.trim())];
  for (const tag of wanted) {
    if (!tag) continue;
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const byLanguage = LOCALES.find((locale) => locale.split('-')[0] === tag.split('-')[0]?.toLowerCase());
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

const schemaMessages: Record<Locale, z.core.$ZodErrorMap> = {
  'zh-CN': z.locales.zhCN().localeError,
  'en-US': z.locales.en().localeError,
  // zod ships no Swahili messages; English is the closest the caller is likely to read.
  'sw-KE': z.locales.en().localeError,
};

/** zod's own messages (for fields without a catalogue key) in the caller's language. */
export function schemaErrorMap(locale: Locale): z.core.$ZodErrorMap {
  return schemaMessages[locale];
}

/**
 * Text the platform seeded (a role's name, the site title), in the reader's language while it is
 * still the seeded default; text someone set is theirs and stays exactly as set.
 */
export function seededText(locale: Locale, stored: string, seeded: { text: string; key: string }): string {
  return stored === seeded.text ? translate(locale, seeded.key) : stored;
}

/**
 * What to store for text typed over a seeded default: a form shows the default in its reader's
 * language, so saving it unchanged, in any language, keeps the default rather than pinning one
 * language's rendering for everyone.
 */
export function seededTextToStore(typed: string, seeded: { text: string; key: string }): string {
  return LOCALES.some((locale) => translate(locale, seeded.key) === typed) ? seeded.text : typed;
}
