import { describe, expect, it } from 'vitest';
import { codeDigits, groupSecret, isCompleteCode } from '../../../src/panels/update_password/totp-code';

describe('authenticator setup helpers', () => {
  it('groups a secret in fours for copying by hand', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
    expect(groupSecret(' AB CD ')).toBe('ABCD');
    expect(groupSecret('')).toBe('');
  });

  it('keeps the digits of a typed or pasted code, six at most', () => {
    expect(codeDigits('123 456')).toBe('123456');
    expect(codeDigits('12-34-56-78')).toBe('123456');
    expect(codeDigits('abc')).toBe('');
  });

  it('knows a complete code', () => {
    expect(isCompleteCode('123456')).toBe(true);
    expect(isCompleteCode('12345')).toBe(false);
    expect(isCompleteCode('12345a')).toBe(false);
  });
});
