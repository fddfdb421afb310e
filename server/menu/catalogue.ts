/**
 * Every menu page of SPEC.md, grouped as the menu shows them, with the seeded roles that get it.
 * This is seed data for the database's editable menu tree; the console shows a page only when it
 * also has a panel for it.
 */
export type SeededRoleKey = 'administrator' | 'agent' | 'default';

type PageSeed = {
  id: string;
  icon: string;
  roles: readonly SeededRoleKey[];
  /** Also shown in the top navigation (show_headshot = 2). */
  top?: boolean;
};

type GroupSeed = { id: string; icon: string; pages: readonly PageSeed[] };

const CUSTOMER = ['default', 'agent'] as const;
const EVERYONE = ['default', 'agent', 'administrator'] as const;
const ADMIN = ['administrator'] as const;
const AGENT = ['agent'] as const;
/** Seeded to no role: only super administrators, who hold every page, see it. */
const SUPER = [] as const;

const page = (id: string, icon: string, roles: readonly SeededRoleKey[], top = false): PageSeed => ({
  id,
  icon,
  roles,
  top,
});

export const MENU_CATALOGUE: readonly GroupSeed[] = [
  {
    id: 'dashboard',
    icon: 'dashboard',
    pages: [
      page('home', 'home', CUSTOMER, true),
      page('home_admin', 'home', ADMIN, true),
      page('today_statistics', 'timeline-line-chart', EVERYONE, true),
      page('daily_statistics', 'calendar', EVERYONE),
      page('hourly_statistics', 'time', EVERYONE),
      page('historical_statistics', 'history', EVERYONE),
      page('pc_historical_statistics', 'desktop', EVERYONE),
      page('visit_hour_statistics', 'heat-grid', ADMIN),
      page('visit_summary', 'globe-network', ADMIN),
      page('access_real_time_statistics', 'pulse', EVERYONE),
      page('monitor', 'eye-open', EVERYONE),
      page('stealing_list', 'shield', ADMIN),
      page('visitor', 'people', ADMIN),
    ],
  },
  {
    id: 'live_codes',
    icon: 'barcode',
    pages: [
      page('qr_code_list', 'list', CUSTOMER, true),
      page('set_qr_code', 'add', CUSTOMER),
      page('code_attention', 'issue', CUSTOMER),
      page('recover', 'trash', CUSTOMER),
      page('batche_query', 'search-template', CUSTOMER),
      page('group', 'folder-close', CUSTOMER),
      page('internal_code_grouping', 'folder-shared', CUSTOMER),
      page('short_code', 'link', CUSTOMER),
      page('short_qr_code_list', 'list-detail-view', CUSTOMER),
      page('code_api', 'key', CUSTOMER),
      page('rotation', 'refresh', CUSTOMER),
      page('forward', 'fork', CUSTOMER),
      page('js_config', 'code', CUSTOMER),
      page('image_configs', 'media', CUSTOMER),
      // What customers see on their home, set by administrators.
      page('home_page_config', 'style', ADMIN),
      page('qr_code_list_admin', 'th-list', ADMIN),
      page('qr_code_remove', 'trash', ADMIN),
      page('rotation_type', 'exchange', ADMIN),
    ],
  },
  {
    id: 'domains',
    icon: 'globe',
    pages: [
      page('domain_list', 'globe', CUSTOMER),
      page('no_domain_name', 'warning-sign', CUSTOMER),
      page('nodomain', 'issue', CUSTOMER),
      page('domain_monitor', 'satellite', CUSTOMER),
      page('no_hijack', 'lock', CUSTOMER),
      page('export_domain_resolution', 'export', CUSTOMER),
      page('hold_domain', 'database', ADMIN),
      page('admin_domain_monitor', 'satellite', ADMIN),
      page('wx_shield_detection', 'shield', ADMIN),
      page('we_chat_blocking_detection_configuration', 'cog', ADMIN),
      page('shield_configuration', 'cog', ADMIN),
      page('shield_push', 'notifications', ADMIN),
      page('server_ip_black', 'blocked-person', ADMIN),
      page('checkout_ip', 'search', ADMIN),
    ],
  },
  {
    id: 'money',
    icon: 'dollar',
    pages: [
      page('buy_vip_combo', 'crown', CUSTOMER),
      page('balance_recharge', 'bank-account', CUSTOMER),
      page('user_order', 'shopping-cart', CUSTOMER),
      page('withdrawal_list', 'export', AGENT),
      page('agent_divided_into', 'pie-chart', AGENT),
      page('agent_daily_statistics', 'timeline-bar-chart', AGENT),
      page('agent_historical_statistics', 'timeline-area-chart', AGENT),
      page('order_customer', 'shopping-cart', AGENT),
      page('user_customer', 'people', AGENT),
      page('vip_combo', 'box', ADMIN),
      page('order', 'shopping-cart', ADMIN),
      page('bill', 'th', ADMIN),
      page('bill_credit', 'credit-card', ADMIN),
      page('acting_withdrawal_list', 'endorsed', ADMIN),
      page('tron', 'bank-account', SUPER),
      page('tron_transaction_summary', 'exchange', ADMIN),
      page('usdt_transaction_record', 'th-list', ADMIN),
      page('pay_config', 'cog', ADMIN),
    ],
  },
  {
    id: 'platform',
    icon: 'cog',
    pages: [
      page('update_password', 'key', EVERYONE),
      page('user_list', 'people', ADMIN),
      page('administrators', 'person', ADMIN),
      page('role', 'shield', ADMIN),
      page('configuration', 'settings', ADMIN),
      page('subscriber_config_default', 'new-person', ADMIN),
      page('message_list', 'envelope', ADMIN),
      page('log', 'history', ADMIN),
      page('log_type', 'tag', ADMIN),
      page('log_config', 'code-block', ADMIN),
      page('ip_black', 'blocked-person', ADMIN),
      page('language_list', 'translate', ADMIN),
      page('async_operations', 'cloud-download', EVERYONE),
      page('telegram_bot_binding', 'chat', EVERYONE),
      page('webhook', 'send-message', EVERYONE),
      page('url_key_platform', 'key', ADMIN),
      page('abuse_suspension', 'disable', ADMIN),
      page('abuse_blocklist', 'filter-remove', ADMIN),
      page('abuse_screening', 'search-around', ADMIN),
      page('abuse_report', 'flag', ADMIN),
      page('image_config', 'cloud-upload', ADMIN),
      page('image_text_type', 'tag', ADMIN),
      page('image_text', 'media', ADMIN),
      page('mall_category_list', 'diagram-tree', ADMIN),
      page('mall_brand_list', 'tag', ADMIN),
      page('mall_product_list', 'shop', ADMIN),
      page('mysql_lock', 'lock', ADMIN),
      page('mysql_time_consuming', 'stopwatch', ADMIN),
      page('script', 'console', ADMIN),
      page('server_list', 'cloud', ADMIN),
    ],
  },
];

/** Editing the menu tree itself can widen any role: seeded to no role, so only super administrators hold it. */
export const SUPER_ONLY_CALLS: ReadonlySet<string> = new Set([
  'role/node_add',
  'role/node_update',
  'role/node_remove',
  // Deposit wallets hold keys to users' money: SPEC §7 keeps them to super administrators.
  'tron/inquire',
  'tron/refresh',
  'tron/reveal',
  // Ending another backend can roll back anyone's work: SPEC §8 keeps it to super administrators.
  'mysql_time_consuming/cancel',
  'mysql_time_consuming/terminate',
]);

/**
 * Buttons seeded to fewer roles than their page: everyone binds their own Telegram on
 * `telegram_bot_binding`, only administrators see and remove everyone's bindings there.
 */
export const BUTTON_ROLE_OVERRIDES: Readonly<Record<string, readonly SeededRoleKey[]>> = {
  'telegram_bot_binding/inquire': ADMIN,
  'telegram_bot_binding/unbind': ADMIN,
  // Administrators upload the mall's pictures into a library of their own and pick them from it.
  'image_configs/add': [...CUSTOMER, ...ADMIN],
  'image_configs/inquire': [...CUSTOMER, ...ADMIN],
  // Platform-wide webhook endpoints and administrators' events (abuse reports).
  'webhook/platform': ADMIN,
};

/** The page a call's button belongs to: the module part of its path, unless listed here. */
export const BUTTON_PAGE_OVERRIDES: Readonly<Record<string, string>> = {
  'qr_code_list/user_inquire': 'qr_code_list_admin',
  'qr_code_list/qr_code_remove': 'qr_code_remove',
  'group/move': 'internal_code_grouping',
  'qr_code_access/inquire': 'qr_code_list',
  'qr_code_access/export_access_records': 'qr_code_list',
  'qr_code_access/clear_record': 'qr_code_list',
  'qr_code_access/user_restore_access_records': 'qr_code_list',
  'qr_code_access/restore_access_records': 'qr_code_list_admin',
  'qr_code_access/clear_access_history': 'qr_code_list_admin',
};

export function pageOfCall(path: string): string {
  return BUTTON_PAGE_OVERRIDES[path] ?? (path.split('/')[0] as string);
}
