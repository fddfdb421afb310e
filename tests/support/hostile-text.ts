import { fc } from '@fast-check/vitest';
import { isStorableText } from '../../contract/text';

/**
 * Text chosen to break a sink: markup, script breakouts, spreadsheet formulas, line and paragraph
 * separators that end a JavaScript string, direction overrides, characters XML cannot carry, and
 * text from outside Latin script. Properties mix these with random text, which rarely finds them.
 */
export const HOSTILE_TEXTS: readonly string[] = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'><svg onload=alert(1)>",
  '</script><script>alert(1)</script>',
  '<!--',
  '&amp; &lt; &#39; &',
  '=HYPERLINK("http://evil.example","click")',
  "=cmd|' /C calc'!A0",
  '+1+1',
  '-5',
  '@SUM(1,2)',
  '\t=1+1',
  '\r=1+1',
  'a;=1+1',
  '"quoted", with comma\r\nand a line break',
  'line\u2028separator\u2029paragraph',
  '\u202egnp.exe',
  '😀 👩‍👩‍👧 🇺🇸',
  '二维码 活码 测试',
  '\u0001=1+1',
  'bell\u0007 vertical\u000btab',
  'non\uffffcharacter\ufffe',
  '\ufeff=BOM first',
  '{name} {0} %s $& $1',
  '',
  ' ',
];

/**
 * Any text a user may store: the boundary (`contract/text.ts`) refuses NUL and lone surrogates
 * and nothing else, so everything else arrives here.
 */
export const storableText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }).filter(isStorableText),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc
    .tuple(fc.constantFrom(...HOSTILE_TEXTS), fc.string({ unit: 'grapheme' }))
    .map(([hostile, random]) => `${hostile}${random}`),
);
