import { describe, expect, it } from 'vitest';
import { isExpired } from '../../../src/features/accounts/account-columns';
import {
  addDecimal,
  checkAccount,
  checkBalanceChange,
  checkInvitationCode,
  checkNewPassword,
  checkShareRatio,
  toUtcIso,
} from '../../../src/features/accounts/account-rules';
import { serverSortInput } from '../../../src/ui/paged-list/paged-list-state';
import { toggleColumn, visibleColumnKeys } from '../../../src/ui/resource/column-choice';
import { serverSortsOf } from '../../../src/ui/resource/use-resource-list';

describe('account dialog checks', () => {
  it('accepts a blank reset password (the configured default) but not a weak one', () => {
    expect(checkNewPassword('', true)).toBeNull();
    expect(checkNewPassword('')).toBe('rule.password_required');
    expect(checkNewPassword('ab12')).toBe('rule.password_too_short');
    expect(checkNewPassword('ab-123')).toBe('rule.password_letters_digits');
    expect(checkNewPassword('abc123')).toBeNull();
  });

  it('needs an account of at least five characters', () => {
    expect(checkAccount(' ')).toBe('rule.account_required');
    expect(checkAccount('abcd')).toBe('rule.account_too_short');
    expect(checkAccount('abcde')).toBeNull();
  });

  it('gives one message for a share ratio that is negative or not a number', () => {
    for (const text of ['-1', 'abc', '', '1.', '.5'])
      expect(checkShareRatio(text), text).toBe('rule.share_ratio');
    for (const text of ['0', '0.2', '12']) expect(checkShareRatio(text), text).toBeNull();
  });

  it('checks invitation codes: letters and digits, 4 to 32 long', () => {
    expect(checkInvitationCode('AB-12')).toBe('register.code_format');
    expect(checkInvitationCode('AB1')).toBe('account.code_length');
    expect(checkInvitationCode('AB12CD34')).toBeNull();
  });
});

describe('balance arithmetic', () => {
  it('adds decimal strings exactly', () => {
    expect(addDecimal('10.1', '-0.3')).toBe('9.8');
    expect(addDecimal('0.1', '0.2')).toBe('0.3');
    expect(addDecimal('5', '-5')).toBe('0');
    expect(addDecimal('1', '-1.25')).toBe('-0.25');
    expect(addDecimal('123456789012345678.5', '0.5')).toBe('123456789012345679');
  });

  it('answers the resulting balance or the problem of a change', () => {
    expect(checkBalanceChange('-3.25', '10')).toEqual({ result: '6.75' });
    expect(checkBalanceChange('+3', '10')).toEqual({ error: 'account.amount_format' });
    expect(checkBalanceChange('0.00', '10')).toEqual({ error: 'user.amount_nonzero' });
    expect(checkBalanceChange('-11', '10')).toEqual({ error: 'user.balance_negative' });
  });

  it('reads the picker’s local time with its offset as a UTC instant', () => {
    expect(toUtcIso('2027-01-01T08:00+08:00')).toBe('2027-01-01T00:00:00.000Z');
    expect(toUtcIso(null)).toBeNull();
    expect(toUtcIso('not a date')).toBeNull();
  });

  it('knows when a membership has run out', () => {
    const now = Date.parse('2026-06-01T00:00:00Z');
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired('2026-05-31T23:59:59Z', now)).toBe(true);
    expect(isExpired('2026-06-02T00:00:00Z', now)).toBe(false);
  });
});

describe('chosen columns', () => {
  const all = ['account', 'name', 'phone', 'balance'];
  const defaults = ['account', 'name', 'balance'];

  it('shows the defaults until the reader chooses, always with the pinned column, in table order', () => {
    expect(visibleColumnKeys(all, defaults, null, 'account')).toEqual(defaults);
    expect(visibleColumnKeys(all, defaults, { visible: ['balance', 'phone'] }, 'account')).toEqual([
      'account',
      'phone',
      'balance',
    ]);
  });

  it('forgets columns that no longer exist', () => {
    expect(visibleColumnKeys(all, defaults, { visible: ['gone', 'name'] }, 'account')).toEqual([
      'account',
      'name',
    ]);
  });

  it('toggles a column but never the pinned one', () => {
    expect(toggleColumn(all, ['account', 'name'], 'phone', 'account')).toEqual({
      visible: ['account', 'name', 'phone'],
    });
    expect(toggleColumn(all, ['account', 'name'], 'name', 'account')).toEqual({ visible: ['account'] });
    expect(toggleColumn(all, ['account', 'name'], 'account', 'account')).toEqual({
      visible: ['account', 'name'],
    });
  });
});

describe('server-side sorting', () => {
  const columns = [
    { key: 'account', titleKey: 'account.account' as const, serverSort: 'account' },
    { key: 'name', titleKey: 'account.name' as const, sortValue: () => '' },
  ];

  it('asks the server only for columns it sorts', () => {
    const sorts = serverSortsOf(columns);
    expect(sorts).toEqual({ account: 'account' });
    expect(serverSortInput({ key: 'account', direction: 'desc' }, sorts)).toEqual({
      sort_by: 'account',
      sort_order: 'desc',
    });
    expect(serverSortInput({ key: 'name', direction: 'asc' }, sorts)).toBeUndefined();
    expect(serverSortInput(null, sorts)).toBeUndefined();
  });
});
