import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD } from '../../contract/areas/images';
import { type CallPath, calls } from '../../contract/calls';
import { createUser } from './fixtures';
import { databases, startServer, type TestDatabase, type TestServer } from './harness';

type Role = 'default' | 'agent' | 'administrator';
type Caller = 'anonymous' | Role | 'super';
const CALLERS: Caller[] = ['anonymous', 'default', 'agent', 'administrator', 'super'];

/**
 * Who may make a call, written out here rather than read from the menu seeds, so a seed that
 * grants too much or too little fails this test. `anyone` includes signed-out callers; `signed in`
 * is every role; a list names the seeded roles granted the call. A super administrator may make
 * every call; a signed-out caller is refused with 401, a role without the grant with 403.
 */
type Audience = 'anyone' | 'signed in' | readonly Role[];

const ANYONE = 'anyone';
const SIGNED_IN = 'signed in';
const CUSTOMERS = ['default', 'agent'] as const;
const ADMINISTRATORS = ['administrator'] as const;
const AGENTS = ['agent'] as const;
const EVERY_ROLE = ['default', 'agent', 'administrator'] as const;
/** Editing the menu tree could widen any role: no seeded role holds it. */
const SUPER_ONLY = [] as const;

/** Every call of the contract: the compiler insists that a new call gets a row here. */
const AUDIENCE: Record<CallPath, Audience> = {
  // Public pages, signing in and registering.
  'website/inquire': ANYONE,
  'language/inquire': ANYONE,
  'system/report_client_error': ANYONE,
  'admin/login': ANYONE,
  'admin/register': ANYONE,
  'qr_code_list/share_access': ANYONE,
  'qr_code_access/public_enquiry': ANYONE,
  'mall_category/inquire': ANYONE,
  'abuse_report/add': ANYONE,

  // One's own session, account, menu, layouts and messages.
  'admin/logout': SIGNED_IN,
  'admin/get_user_info': SIGNED_IN,
  'admin/update_password': SIGNED_IN,
  'admin/get_token_menu': SIGNED_IN,
  'admin/menu_badges': SIGNED_IN,
  'admin/totp_setup': SIGNED_IN,
  'admin/totp_enable': SIGNED_IN,
  'admin/totp_disable': SIGNED_IN,
  'admin/query_key': SIGNED_IN,
  'admin/reset_query_key': SIGNED_IN,
  'layout/inquire': SIGNED_IN,
  'layout/save': SIGNED_IN,
  'layout/remove': SIGNED_IN,
  'message/inquire': SIGNED_IN,
  'message/update_notify_status': SIGNED_IN,
  'url_key_platform/inquire': SIGNED_IN,
  'telegram/my_binding': SIGNED_IN,
  'telegram/bind_code': SIGNED_IN,
  'telegram/unbind': SIGNED_IN,
  'pay_config/inquire': SIGNED_IN,
  'home_page_config/show': SIGNED_IN,
  'image_text/click': SIGNED_IN,
  'rotation_type/inquire': SIGNED_IN,
  'vip_combo/inquire': SIGNED_IN,

  // Paying: packages, recharges, one's own orders and ledger.
  'buy_vip_combo/inquire': CUSTOMERS,
  'buy_vip_combo/buy': CUSTOMERS,
  'balance_recharge/inquire': CUSTOMERS,
  'balance_recharge/add': CUSTOMERS,
  'user_order/inquire': CUSTOMERS,
  'user_order/bills': CUSTOMERS,

  // Money administration: packages, every order and the ledger, payment settings.
  'vip_combo/add': ADMINISTRATORS,
  'vip_combo/update': ADMINISTRATORS,
  'vip_combo/remove': ADMINISTRATORS,
  'order/inquire': ADMINISTRATORS,
  'order/credit': ADMINISTRATORS,
  'bill/inquire': ADMINISTRATORS,
  'bill/export': ADMINISTRATORS,
  'bill/check': ADMINISTRATORS,
  'bill_credit/inquire': ADMINISTRATORS,
  'bill_credit/export': ADMINISTRATORS,
  'pay_config/detail': ADMINISTRATORS,
  'pay_config/update': ADMINISTRATORS,
  'balance_recharge/wallet': CUSTOMERS,
  'usdt_transaction_record/inquire': ADMINISTRATORS,
  'usdt_transaction_record/status': ADMINISTRATORS,
  'tron_transaction_summary/inquire': ADMINISTRATORS,
  'tron_transaction_summary/sweep': ADMINISTRATORS,
  'tron_transaction_summary/retry': ADMINISTRATORS,
  'tron_transaction_summary/reconcile': ADMINISTRATORS,
  'agent_divided_into/inquire': AGENTS,
  'user_customer/inquire': AGENTS,
  'order_customer/inquire': AGENTS,
  'agent_daily_statistics/inquire': AGENTS,
  'agent_historical_statistics/inquire': AGENTS,
  'withdrawal_list/inquire': AGENTS,
  'withdrawal_list/add': AGENTS,
  'acting_withdrawal_list/inquire': ADMINISTRATORS,
  'acting_withdrawal_list/approve': ADMINISTRATORS,
  'acting_withdrawal_list/reject': ADMINISTRATORS,
  'tron/inquire': SUPER_ONLY,
  'tron/refresh': SUPER_ONLY,
  'tron/reveal': SUPER_ONLY,

  // A customer's codes, groups, domains, pictures and access records.
  'home/inquire': CUSTOMERS,
  'qr_code_list/add': CUSTOMERS,
  'qr_code_list/update': CUSTOMERS,
  'qr_code_list/update_url': CUSTOMERS,
  'qr_code_list/remove': CUSTOMERS,
  'qr_code_list/update_remove': CUSTOMERS,
  'qr_code_list/inquire': CUSTOMERS,
  'qr_code_list/details': CUSTOMERS,
  'qr_code_list/add_images': CUSTOMERS,
  'qr_code_list/export_codes': CUSTOMERS,
  'qr_code_list/import_codes': CUSTOMERS,
  'code_attention/inquire': CUSTOMERS,
  'code_attention/settings': CUSTOMERS,
  'code_attention/save_settings': CUSTOMERS,
  'qr_code_list/share_link': CUSTOMERS,
  'qr_code_list/oepn_all_status': CUSTOMERS,
  'qr_code_list/change_domain_name': CUSTOMERS,
  'qr_code_list/batch_update': CUSTOMERS,
  'qr_code_list/update_restriction_visit': CUSTOMERS,
  'qr_code_list/update_open_log': CUSTOMERS,
  'qr_code_list/get_ip': CUSTOMERS,
  'code_api/inquire': CUSTOMERS,
  'code_api/add': CUSTOMERS,
  'code_api/update': CUSTOMERS,
  'code_api/revoke': CUSTOMERS,
  // Outgoing webhooks: everyone their own; platform-wide endpoints need 'webhook/platform' (administrators).
  'webhook/inquire': EVERY_ROLE,
  'webhook/add': EVERY_ROLE,
  'webhook/update': EVERY_ROLE,
  'webhook/remove': EVERY_ROLE,
  'webhook/rotate_secret': EVERY_ROLE,
  'webhook/test': EVERY_ROLE,
  'webhook/deliveries': EVERY_ROLE,
  'webhook/redeliver': EVERY_ROLE,
  'qr_code_access/inquire': CUSTOMERS,
  'qr_code_access/export_access_records': CUSTOMERS,
  'qr_code_access/clear_record': CUSTOMERS,
  'qr_code_access/user_restore_access_records': CUSTOMERS,
  'group/inquire': CUSTOMERS,
  'group/add': CUSTOMERS,
  'group/update': CUSTOMERS,
  'group/remove': CUSTOMERS,
  'group/move': CUSTOMERS,
  'rotation/inquire': CUSTOMERS,
  'batche_query/inquire': CUSTOMERS,
  'domain_list/inquire': CUSTOMERS,
  'domain_list/update_entry_page': CUSTOMERS,
  'domain_list/add': CUSTOMERS,
  'domain_list/steps': CUSTOMERS,
  'domain_list/verify': CUSTOMERS,
  'domain_list/remove': CUSTOMERS,
  'domain_monitor/inquire': CUSTOMERS,
  'domain_monitor/check': CUSTOMERS,
  'no_hijack/inquire': CUSTOMERS,
  'no_hijack/update': CUSTOMERS,
  'forward/inquire': CUSTOMERS,
  'forward/add': CUSTOMERS,
  'forward/update': CUSTOMERS,
  'forward/remove': CUSTOMERS,
  'no_domain_name/inquire': CUSTOMERS,
  'nodomain/inquire': CUSTOMERS,
  'export_domain_resolution/inquire': CUSTOMERS,
  // Administrators keep the mall's pictures in a library of their own.
  'image_configs/inquire': [...CUSTOMERS, ...ADMINISTRATORS],
  'image_configs/update': CUSTOMERS,
  'image_configs/remove': CUSTOMERS,
  'js_config/inquire': CUSTOMERS,
  'js_config/update': CUSTOMERS,
  'image_config/inquire': ADMINISTRATORS,
  'image_config/update': ADMINISTRATORS,
  'image_config/test': ADMINISTRATORS,

  // Statistics every role reads of its own codes, and its export jobs.
  'today_statistics/inquire': EVERY_ROLE,
  'daily_statistics/inquire': EVERY_ROLE,
  'hourly_statistics/inquire': EVERY_ROLE,
  'historical_statistics/inquire': EVERY_ROLE,
  'historical_statistics/facets': EVERY_ROLE,
  'pc_historical_statistics/inquire': EVERY_ROLE,
  'access_real_time_statistics/inquire': EVERY_ROLE,
  'monitor/inquire': EVERY_ROLE,
  'async_operations/inquire': EVERY_ROLE,
  'async_operations/remove': EVERY_ROLE,

  // The platform: every user's codes and visits, accounts, roles, settings, logs and blacklists.
  'home_admin/inquire': ADMINISTRATORS,
  'visit_hour_statistics/inquire': ADMINISTRATORS,
  'visit_summary/inquire': ADMINISTRATORS,
  'stealing_list/inquire': ADMINISTRATORS,
  'visitor/inquire': ADMINISTRATORS,
  'checkout_ip/inquire': ADMINISTRATORS,
  'qr_code_list/user_inquire': ADMINISTRATORS,
  'qr_code_list/qr_code_remove': ADMINISTRATORS,
  'qr_code_access/restore_access_records': ADMINISTRATORS,
  'qr_code_access/clear_access_history': ADMINISTRATORS,
  'rotation_type/update': ADMINISTRATORS,
  'hold_domain/inquire': ADMINISTRATORS,
  'hold_domain/add': ADMINISTRATORS,
  'hold_domain/remove': ADMINISTRATORS,
  'admin_domain_monitor/inquire': ADMINISTRATORS,
  'admin_domain_monitor/check': ADMINISTRATORS,
  'wx_shield_detection/inquire': ADMINISTRATORS,
  'we_chat_blocking_detection_configuration/inquire': ADMINISTRATORS,
  'we_chat_blocking_detection_configuration/update': ADMINISTRATORS,
  'shield_configuration/inquire': ADMINISTRATORS,
  'shield_configuration/update': ADMINISTRATORS,
  'shield_configuration/set_default': ADMINISTRATORS,
  'shield_push/inquire': ADMINISTRATORS,
  'shield_push/update': ADMINISTRATORS,
  'url_key_platform/detail': ADMINISTRATORS,
  'url_key_platform/save': ADMINISTRATORS,
  'url_key_platform/remove': ADMINISTRATORS,
  'abuse_suspension/add': ADMINISTRATORS,
  'abuse_suspension/inquire': ADMINISTRATORS,
  'abuse_suspension/lift': ADMINISTRATORS,
  'abuse_blocklist/inquire': ADMINISTRATORS,
  'abuse_blocklist/add': ADMINISTRATORS,
  'abuse_blocklist/update': ADMINISTRATORS,
  'abuse_blocklist/remove': ADMINISTRATORS,
  'abuse_blocklist/import': ADMINISTRATORS,
  'abuse_screening/inquire': ADMINISTRATORS,
  'abuse_screening/history': ADMINISTRATORS,
  'abuse_screening/rescreen': ADMINISTRATORS,
  'abuse_screening/release': ADMINISTRATORS,
  'abuse_screening/settings': ADMINISTRATORS,
  'abuse_screening/update_settings': ADMINISTRATORS,
  'abuse_report/inquire': ADMINISTRATORS,
  'abuse_report/detail': ADMINISTRATORS,
  'abuse_report/update': ADMINISTRATORS,
  'mysql_lock/inquire': ADMINISTRATORS,
  'server_list/inquire': ADMINISTRATORS,
  'script/inquire': ADMINISTRATORS,
  'script/detail': ADMINISTRATORS,
  'script/run': ADMINISTRATORS,
  'mysql_time_consuming/inquire': ADMINISTRATORS,
  'mysql_time_consuming/cancel': SUPER_ONLY,
  'mysql_time_consuming/terminate': SUPER_ONLY,
  'telegram_bot_binding/inquire': ADMINISTRATORS,
  'telegram_bot_binding/unbind': ADMINISTRATORS,
  'user_list/inquire': ADMINISTRATORS,
  'user_list/add': ADMINISTRATORS,
  'user_list/reset_password': ADMINISTRATORS,
  'user_list/disable': ADMINISTRATORS,
  'user_list/refresh': ADMINISTRATORS,
  'user_list/update': ADMINISTRATORS,
  'user_list/balance': ADMINISTRATORS,
  'user_list/send_message': ADMINISTRATORS,
  'user_list/superior_chain': ADMINISTRATORS,
  'administrators/inquire': ADMINISTRATORS,
  'administrators/add': ADMINISTRATORS,
  'administrators/reset_password': ADMINISTRATORS,
  'administrators/disable': ADMINISTRATORS,
  'administrators/refresh': ADMINISTRATORS,
  'administrators/update': ADMINISTRATORS,
  'role/inquire': ADMINISTRATORS,
  'role/details': ADMINISTRATORS,
  'role/add': ADMINISTRATORS,
  'role/update': ADMINISTRATORS,
  'role/remove': ADMINISTRATORS,
  'role/node_tree': ADMINISTRATORS,
  'role/node_add': SUPER_ONLY,
  'role/node_update': SUPER_ONLY,
  'role/node_remove': SUPER_ONLY,
  'configuration/inquire': ADMINISTRATORS,
  'configuration/update': ADMINISTRATORS,
  'configuration/public_address': ADMINISTRATORS,
  'subscriber_config_default/inquire': ADMINISTRATORS,
  'subscriber_config_default/update': ADMINISTRATORS,
  'message_list/inquire': ADMINISTRATORS,
  'message_list/add': ADMINISTRATORS,
  'message_list/remove': ADMINISTRATORS,
  'language_list/inquire': ADMINISTRATORS,
  'language_list/add': ADMINISTRATORS,
  'language_list/update': ADMINISTRATORS,
  'language_list/remove': ADMINISTRATORS,
  'image_text_type/inquire': ADMINISTRATORS,
  'image_text_type/add': ADMINISTRATORS,
  'image_text_type/update': ADMINISTRATORS,
  'image_text_type/remove': ADMINISTRATORS,
  'image_text/inquire': ADMINISTRATORS,
  'image_text/add': ADMINISTRATORS,
  'image_text/update': ADMINISTRATORS,
  'image_text/remove': ADMINISTRATORS,
  'home_page_config/inquire': ADMINISTRATORS,
  'home_page_config/update': ADMINISTRATORS,
  'mall_category_list/inquire': ADMINISTRATORS,
  'mall_category_list/add': ADMINISTRATORS,
  'mall_category_list/update': ADMINISTRATORS,
  'mall_category_list/remove': ADMINISTRATORS,
  'mall_brand_list/inquire': ADMINISTRATORS,
  'mall_brand_list/add': ADMINISTRATORS,
  'mall_brand_list/update': ADMINISTRATORS,
  'mall_brand_list/remove': ADMINISTRATORS,
  'mall_product_list/inquire': ADMINISTRATORS,
  'mall_product_list/add': ADMINISTRATORS,
  'mall_product_list/update': ADMINISTRATORS,
  'mall_product_list/remove': ADMINISTRATORS,
  'log/inquire': ADMINISTRATORS,
  'log_type/inquire': ADMINISTRATORS,
  'log_type/add': ADMINISTRATORS,
  'log_type/update': ADMINISTRATORS,
  'log_type/remove': ADMINISTRATORS,
  'log_config/inquire': ADMINISTRATORS,
  'log_config/update': ADMINISTRATORS,
  'ip_black/inquire': ADMINISTRATORS,
  'ip_black/add': ADMINISTRATORS,
  'ip_black/update': ADMINISTRATORS,
  'ip_black/remove': ADMINISTRATORS,
  'server_ip_black/inquire': ADMINISTRATORS,
  'server_ip_black/add': ADMINISTRATORS,
  'server_ip_black/update': ADMINISTRATORS,
  'server_ip_black/remove': ADMINISTRATORS,
};

/** Routes that are not JSON calls but are guarded like them: the picture upload. */
const ROUTE_AUDIENCE: Record<string, Audience> = { [UPLOAD.path]: [...CUSTOMERS, ...ADMINISTRATORS] };

/** Ending the caller's own session would spoil the rest of the matrix; sessions.test covers it. */
const SKIPPED = new Set<string>(['admin/logout']);

function expectedOutcome(audience: Audience, caller: Caller): 'allowed' | 401 | 403 {
  if (audience === ANYONE) return 'allowed';
  if (caller === 'anonymous') return 401;
  if (audience === SIGNED_IN || caller === 'super') return 'allowed';
  return audience.includes(caller) ? 'allowed' : 403;
}

describe('the permission table', () => {
  it('matches each call’s declared access: public calls for anyone, user calls for every role', () => {
    for (const [path, spec] of Object.entries(calls)) {
      const audience = AUDIENCE[path as CallPath];
      if (spec.access === 'public') expect([path, audience]).toEqual([path, ANYONE]);
      else if (spec.access === 'user') expect([path, audience]).toEqual([path, SIGNED_IN]);
      else expect([path, Array.isArray(audience)]).toEqual([path, true]);
    }
  });
});

describe.each(databases)('the permission matrix on $name', ({ open }) => {
  let database: TestDatabase;
  let server: TestServer;
  const tokens: Partial<Record<Caller, string>> = {};

  beforeAll(async () => {
    database = await open();
    server = await startServer(database);
    for (const role of ['default', 'agent', 'administrator'] as const) {
      await createUser(database.store, { account: `matrix_${role}`, password: 'Pass12345', roleKey: role });
      tokens[role] = await server.login(`matrix_${role}`, 'Pass12345');
    }
    tokens.super = await server.login();
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const table = [...Object.entries(AUDIENCE), ...Object.entries(ROUTE_AUDIENCE)].filter(
    ([path]) => !SKIPPED.has(path),
  );

  it.each(CALLERS)('answers every call as %s as the table says', async (caller) => {
    const mismatches: string[] = [];
    for (const [path, audience] of table) {
      const answer = await server.call(path, {}, { token: tokens[caller] });
      const expected = expectedOutcome(audience, caller);
      const actual = answer.httpStatus === 401 || answer.httpStatus === 403 ? answer.httpStatus : 'allowed';
      if (actual !== expected) mismatches.push(`${path}: expected ${expected}, got ${answer.httpStatus}`);
      expect(answer.httpStatus, path).not.toBe(500);
    }
    expect(mismatches).toEqual([]);
  });
});
