import type { IntlShape } from 'react-intl';
import type { Locale } from '../../../contract/enums';

/** A package's name in each console language, as the server answers it. */
export type LocalizedName = Record<Locale, string>;

/** The name in the reader's language, falling back to zh-CN (the one a package always has). */
export function localizedName(name: LocalizedName | null | undefined, locale: string): string {
  if (!name) return '—';
  return name[locale as Locale] || name['zh-CN'];
}

/**
 * An amount from the server (a decimal string) with digit grouping, keeping every decimal it has:
 * the string is grouped as text so no amount passes through a float on its way to the screen.
 */
export function formatMoney(intl: IntlShape, amount: string): string {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction] = (negative ? amount.slice(1) : amount).split('.');
  const group = intl.formatNumber(1000).replace(/\d/g, '') || ',';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const decimal = intl.formatNumber(1.5).replace(/\d/g, '') || '.';
  return `${negative ? '-' : ''}${grouped}${fraction ? decimal + fraction : ''}`;
}

/** A signed ledger amount: `+12.5` or `-30`, so a change reads as a change. */
export function formatSignedMoney(intl: IntlShape, amount: string): string {
  return amount.startsWith('-') ? formatMoney(intl, amount) : `+${formatMoney(intl, amount)}`;
}
