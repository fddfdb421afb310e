/**
 * A share ratio as a percentage, worked out on the digits (`'0.1000'` → `'10%'`, `'0.3333'` →
 * `'33.33%'`, `'1'` → `'100%'`): the decimal point moves two places, trailing zeros go, and no
 * float ever rounds a ratio the server stored exactly.
 */
export function ratioPercent(ratio: string): string {
  const text = ratio.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const padded = fraction.padEnd(2, '0');
  const integer = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  const digits = rest ? `${integer}.${rest}` : integer;
  return `${negative && /[1-9]/.test(digits) ? '-' : ''}${digits}%`;
}
