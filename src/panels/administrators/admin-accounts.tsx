import { accountColumns } from '../../features/accounts/account-columns';
import { roleField } from '../../features/accounts/fields';
import type { AccountsDefinition } from '../../features/accounts/types';

/** Platform administrators (SPEC §8 `administrators`): the shared account panel bound to `administrators/*`. */
export const adminAccounts: AccountsDefinition = {
  id: 'administrators',
  scope: 'platform',
  calls: {
    inquire: 'administrators/inquire',
    add: 'administrators/add',
    update: 'administrators/update',
    reset_password: 'administrators/reset_password',
    disable: 'administrators/disable',
    refresh: 'administrators/refresh',
  },
  columns: accountColumns([
    'account',
    'id',
    'name',
    'phone',
    'role_name',
    'invitation_code',
    'disabled',
    'online_status',
    'login_time',
    'login_ip',
    'register_ip',
    'created_at',
  ]),
  defaultColumns: [
    'account',
    'name',
    'phone',
    'role_name',
    'disabled',
    'online_status',
    'login_time',
    'login_ip',
    'created_at',
  ],
  edit: {
    values: (row) => ({ name: row.name, phone: row.phone, role_id: row.role_id }),
    // Changing one's own role could only lock oneself out or raise oneself up: the server refuses it.
    fields: ({ row, roles, actor }) => [
      { name: 'name', kind: 'text', labelKey: 'account.name' },
      { name: 'phone', kind: 'text', labelKey: 'account.phone' },
      roleField(roles, { id: row.role_id, name: row.role_name }, row.id === actor.userId),
    ],
  },
  keys: {
    search: 'account.search',
    add: 'administrators.add',
    addTitle: 'administrators.add_title',
    editTitle: 'account.edit_title',
  },
};
