import { z } from 'zod';
import { LOCALES, type Locale } from './enums';
import { text } from './text';

/** A text in each console language, as stored (`jsonb`) and answered. */
export type LocalizedText = Record<Locale, string>;

export const localizedTextOutput = z.object({
  'zh-CN': z.string(),
  'en-US': z.string(),
  'sw-KE': z.string(),
});

/**
 * A text a caller sends in each console language; a plain string stands for all three. With
 * `requiredKey`, zh-CN must be filled (the fallback every reader can get); without it, every entry
 * may be blank (translations of a name that has its own).
 */
export function localizedText({ max, requiredKey }: { max: number; requiredKey?: string }) {
  const entry = text().trim().max(max);
  const main = requiredKey ? text().trim().min(1, requiredKey).max(max) : entry.default('');
  return z
    .union([main, z.object({ 'zh-CN': main, 'en-US': entry.default(''), 'sw-KE': entry.default('') })])
    .transform(
      (value): LocalizedText =>
        typeof value === 'string' ? { 'zh-CN': value, 'en-US': value, 'sw-KE': value } : value,
    );
}

/** The entry of the reader's language, falling back to zh-CN (and then to `fallback`). */
export function textIn(value: Partial<LocalizedText> | null | undefined, locale: string, fallback = '') {
  return value?.[locale as Locale] || value?.['zh-CN'] || fallback;
}

/** Every language blank: the value of a new record's localized field. */
export const EMPTY_LOCALIZED: LocalizedText = Object.fromEntries(
  LOCALES.map((locale) => [locale, '']),
) as LocalizedText;
