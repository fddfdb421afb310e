import type { ReactNode } from 'react';
import type { MessageKey } from '../../i18n/catalogues';
import type { ColumnDef, FieldDef, FormValues } from '../../ui/resource/types';
import type { AccountRow } from './account-columns';
import type { AccountRoles } from './use-account-roles';
import type { Actor } from './use-actor';

/** What the edit dialog of an account page is built from. */
export type EditContext = { row: AccountRow; roles: AccountRoles | null; actor: Actor };

/**
 * An account page: `user_list` (customers) and `administrators` share one panel and differ only
 * here — their calls, their columns and their edit form. A call the page lacks is simply absent.
 */
export type AccountsDefinition = {
  /** The panel id; also names the saved column choice. */
  id: 'user_list' | 'administrators';
  /** The kind of account listed, and of role given. */
  scope: 'customer' | 'platform';
  calls: {
    inquire: 'user_list/inquire' | 'administrators/inquire';
    add: 'user_list/add' | 'administrators/add';
    update: 'user_list/update' | 'administrators/update';
    reset_password: 'user_list/reset_password' | 'administrators/reset_password';
    disable: 'user_list/disable' | 'administrators/disable';
    refresh: 'user_list/refresh' | 'administrators/refresh';
    balance?: 'user_list/balance';
    send_message?: 'user_list/send_message';
  };
  /** Every column the reader may choose, the account first (always shown). */
  columns: ColumnDef<AccountRow>[];
  /** The columns shown until the reader chooses. */
  defaultColumns: string[];
  edit: {
    fields(context: EditContext): FieldDef[];
    values(row: AccountRow): FormValues;
    /** Shown above the edit form, about the account being edited. */
    intro?(row: AccountRow): ReactNode;
  };
  keys: { search: MessageKey; add: MessageKey; addTitle: MessageKey; editTitle: MessageKey };
};
