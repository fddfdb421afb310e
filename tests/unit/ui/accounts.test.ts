import { describe, expect, it } from 'vitest';
import { Disabled } from '../../../contract/enums';
import { intlFor } from '../../../src/core/i18n/intl';
import type { AccountRow } from '../../../src/features/accounts/account-columns';
import { type AccountDialog, dialogForm } from '../../../src/features/accounts/account-dialogs';
import {
  addDecimal,
  checkAccount,
  checkBalanceChange,
  checkInvitationCode,
  checkNewPassword,
  checkShareRatio,
  toUtcIso,
} from '../../../src/features/accounts/account-rules';
import { batchTargets, untouchable } from '../../../src/features/accounts/account-targets';
import { confirmText } from '../../../src/features/accounts/use-account-confirm';
import { adminAccounts } from '../../../src/panels/administrators/admin-accounts';
import { userAccounts } from '../../../src/panels/user_list/user-accounts';
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

describe('account actions', () => {
  const row = (id: number, role_id: number, account = `user${id}`) =>
    ({ id, role_id, account }) as AccountRow;
  const roles = { assignable: [], superRoleIds: new Set([1]) };
  const admin = { userId: 3, roleId: 2, isSuper: false };
  const rows = [row(1, 1), row(2, 2), row(3, 2)];

  it('leaves a super administrator’s account out of everyone else’s batches, and one’s own out of disabling', () => {
    const { selectedRows, disableTargets } = batchTargets(rows, new Set([1, 2, 3]), roles, admin);
    expect(selectedRows.map((account) => account.id)).toEqual([2, 3]);
    expect(disableTargets.map((account) => account.id)).toEqual([2]);
    expect(untouchable(rows[0] as AccountRow, roles, admin)).toBe(true);
    expect(untouchable(rows[0] as AccountRow, roles, { ...admin, isSuper: true })).toBe(false);
    expect(untouchable(rows[0] as AccountRow, null, admin)).toBe(false);
  });

  it('asks about one account by name and about several by count', () => {
    const intl = intlFor('en-US');
    const format = intl.formatMessage;
    expect(confirmText({ kind: 'refresh', row: row(2, 2, 'alice') }, format)).toBe(
      format({ id: 'account.refresh_confirm' }, { account: 'alice' }),
    );
    expect(confirmText({ kind: 'disable', rows, disabled: Disabled.no }, format)).toBe(
      format({ id: 'account.enable_confirm' }, { count: 3, account: 'user1' }),
    );
  });

  it('builds each dialog over the page’s own call, reloading the list only where it shows the change', () => {
    const format = intlFor('en-US').formatMessage;
    const dialog = (open: AccountDialog) => dialogForm(open, userAccounts, roles, admin, format);
    expect(dialog(null)).toBeNull();
    expect(dialog({ kind: 'add' })).toMatchObject({ path: 'user_list/add', reloads: true });
    expect(dialog({ kind: 'reset', row: row(2, 2) })).toMatchObject({
      path: 'user_list/reset_password',
      reloads: false,
      initial: { id: 2, password: '' },
    });
    expect(dialog({ kind: 'message', rows })?.initial).toEqual({ ids: [1, 2, 3], title: '', content: '' });
    expect(dialogForm({ kind: 'balance', row: row(2, 2) }, adminAccounts, roles, admin, format)).toBeNull();
  });
});
