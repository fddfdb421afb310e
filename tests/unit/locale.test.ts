import { describe, expect, it } from 'vitest';
import { normaliseDecimal } from '../../contract/call';
import { pickLocale, translate } from '../../server/i18n';

describe('pickLocale', () => {
  it('prefers the explicit console locale', () => {
    expect(pickLocale('sw-KE', 'en-US')).toBe('sw-KE');
  });
  it('falls back to Accept-Language, by language when the region differs', () => {
    expect(pickLocale(undefined, 'fr-FR;q=0.9, en-GB;q=0.8')).toBe('en-US');
    expect(pickLocale(undefined, 'zh-TW')).toBe('zh-CN');
  });
  it('defaults to zh-CN', () => {
    expect(pickLocale(undefined, undefined)).toBe('zh-CN');
    expect(pickLocale('xx', 'de')).toBe('zh-CN');
  });
});

describe('translate', () => {
  it('translates catalogue keys and passes other text through', () => {
    expect(translate('en-US', 'error.forbidden')).toBe('You do not have permission for this action');
    expect(translate('zh-CN', 'Invalid input')).toBe('Invalid input');
  });
});

describe('normaliseDecimal', () => {
  it.each([
    ['0.000000', '0'],
    ['12.500000', '12.5'],
    ['-3.010', '-3.01'],
    ['100', '100'],
    ['-0.000', '0'],
  ])('%s → %s', (input, output) => {
    expect(normaliseDecimal(input)).toBe(output);
  });
});
