const DECIMAL_PATTERN = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Money shows at least cents, the way a bill does; more digits are kept, never rounded away. */
const MIN_FRACTION_DIGITS = 2;

/**
 * A decimal string from the server (a balance, revenue) grouped in the reader's format, digit for
 * digit: the whole part goes through `Intl` as a BigInt and the fraction is copied, so no amount
 * ever passes through a float. Anything that is not a decimal comes back unchanged.
 */
export function formatDecimal(text: string, locale: string): string {
  const match = DECIMAL_PATTERN.exec(text.trim());
  if (!match) return text;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const format = new Intl.NumberFormat(locale);
  const separator = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const digits = fraction.padEnd(MIN_FRACTION_DIGITS, '0');
  return `${sign}${format.format(BigInt(whole))}${separator}${digits}`;
}
