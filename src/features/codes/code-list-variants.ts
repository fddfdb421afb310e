import type { CodeListPath } from './use-code-list';

/**
 * The code lists of the console: the operator's own codes (`qr_code_list`), their trash
 * (`recover`), every user's codes and trash for administrators (`qr_code_list_admin`,
 * `qr_code_remove`), the codes of one group (`internal_code_grouping`) and the operator's short
 * links, their codes on one short domain (`short_qr_code_list`). One table draws them all; they
 * differ only here.
 */
export type CodeListVariant = 'own' | 'trash' | 'admin' | 'admin_trash' | 'grouping' | 'short';

export type CodeListSpec = {
  inquire: CodeListPath;
  /** Input every request carries. */
  fixed: Record<string, unknown>;
  /** The columns the reader may choose from, in table order; the first is always shown. */
  columns: readonly string[];
  /** The columns shown until the reader chooses. */
  defaults: readonly string[];
  filters: { group: boolean; status: boolean; owner: boolean };
  /** Edit, QR, status switch, bulk changes and the trash: the owner's own codes. */
  manage: boolean;
  /** Restore from the trash. */
  restore: boolean;
  /** Counts move on their own while the list is on screen. */
  autoRefresh: boolean;
};

export const CODE_LIST_SPECS: Record<CodeListVariant, CodeListSpec> = {
  own: {
    inquire: 'qr_code_list/inquire',
    fixed: {},
    columns: [
      'name',
      'id',
      'file_name',
      'url',
      'current_destination',
      'view_number',
      'ip_view_number',
      'status',
      'rotation_model',
      'jump_type',
      'group_name',
      'created_at',
      'updated_at',
    ],
    defaults: [
      'name',
      'file_name',
      'url',
      'current_destination',
      'view_number',
      'ip_view_number',
      'status',
      'rotation_model',
      'group_name',
      'updated_at',
    ],
    filters: { group: true, status: true, owner: false },
    manage: true,
    restore: false,
    autoRefresh: true,
  },
  trash: {
    inquire: 'qr_code_list/inquire',
    fixed: { removed: true },
    columns: [
      'name',
      'id',
      'file_name',
      'current_destination',
      'view_number',
      'ip_view_number',
      'group_name',
      'created_at',
      'removed_at',
    ],
    defaults: ['name', 'file_name', 'current_destination', 'view_number', 'ip_view_number', 'removed_at'],
    filters: { group: true, status: false, owner: false },
    manage: false,
    restore: true,
    autoRefresh: false,
  },
  admin: {
    inquire: 'qr_code_list/user_inquire',
    fixed: {},
    columns: [
      'name',
      'id',
      'owner_account',
      'file_name',
      'url',
      'current_destination',
      'view_number',
      'ip_view_number',
      'status',
      'rotation_model',
      'jump_type',
      'created_at',
      'updated_at',
    ],
    defaults: [
      'name',
      'id',
      'owner_account',
      'file_name',
      'url',
      'current_destination',
      'view_number',
      'ip_view_number',
      'status',
      'updated_at',
    ],
    filters: { group: false, status: true, owner: true },
    manage: false,
    restore: false,
    autoRefresh: true,
  },
  admin_trash: {
    inquire: 'qr_code_list/qr_code_remove',
    fixed: {},
    columns: [
      'name',
      'id',
      'owner_account',
      'file_name',
      'current_destination',
      'view_number',
      'ip_view_number',
      'created_at',
      'removed_at',
    ],
    defaults: ['name', 'id', 'owner_account', 'file_name', 'view_number', 'ip_view_number', 'removed_at'],
    filters: { group: false, status: false, owner: true },
    manage: false,
    restore: false,
    autoRefresh: false,
  },
  grouping: {
    inquire: 'qr_code_list/inquire',
    fixed: {},
    columns: ['name', 'id', 'file_name', 'group_name', 'status', 'view_number', 'updated_at'],
    defaults: ['name', 'file_name', 'group_name', 'status', 'view_number', 'updated_at'],
    filters: { group: false, status: false, owner: false },
    manage: false,
    restore: false,
    autoRefresh: false,
  },
  short: {
    inquire: 'qr_code_list/inquire',
    fixed: {},
    // `short_links` (both link forms) is the panel's own column, passed as an extra column.
    columns: [
      'name',
      'id',
      'file_name',
      'short_links',
      'current_destination',
      'view_number',
      'ip_view_number',
      'status',
      'rotation_model',
      'jump_type',
      'group_name',
      'created_at',
      'updated_at',
    ],
    defaults: [
      'name',
      'short_links',
      'current_destination',
      'view_number',
      'ip_view_number',
      'status',
      'group_name',
      'updated_at',
    ],
    filters: { group: true, status: true, owner: false },
    manage: true,
    restore: false,
    autoRefresh: true,
  },
};

/** Visit counts of codes on screen are asked for again this often (SPEC: the list is live). */
export const CODE_LIST_REFRESH_MS = 10_000;
