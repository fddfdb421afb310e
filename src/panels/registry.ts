import { providePanels } from '../core/panels/open-panel';
import type { PanelId } from '../core/panels/panel-id';
import type { PanelDescriptor } from '../core/panels/types';
import { abuseBlocklistPanel } from './abuse_blocklist';
import { abuseReportPanel } from './abuse_report';
import { abuseScreeningPanel } from './abuse_screening';
import { abuseSuspensionPanel } from './abuse_suspension';
import { accessRealTimeStatisticsPanel } from './access_real_time_statistics';
import { actingWithdrawalListPanel } from './acting_withdrawal_list';
import { adminDomainMonitorPanel } from './admin_domain_monitor';
import { administratorsPanel } from './administrators';
import { agentDailyStatisticsPanel } from './agent_daily_statistics';
import { agentDividedIntoPanel } from './agent_divided_into';
import { agentHistoricalStatisticsPanel } from './agent_historical_statistics';
import { asyncOperationsPanel } from './async_operations';
import { balanceRechargePanel } from './balance_recharge';
import { batcheQueryPanel } from './batche_query';
import { billPanel } from './bill';
import { billCreditPanel } from './bill_credit';
import { buyVipComboPanel } from './buy_vip_combo';
import { checkoutIpPanel } from './checkout_ip';
import { codeApiPanel } from './code_api';
import { codeAttentionPanel } from './code_attention';
import { configurationPanel } from './configuration';
import { dailyStatisticsPanel } from './daily_statistics';
import { domainListPanel } from './domain_list';
import { domainMonitorPanel } from './domain_monitor';
import { exportDomainResolutionPanel } from './export_domain_resolution';
import { forwardPanel } from './forward';
import { groupPanel } from './group';
import { historicalStatisticsPanel } from './historical_statistics';
import { holdDomainPanel } from './hold_domain';
import { homePanel } from './home';
import { homeAdminPanel } from './home_admin';
import { homePageConfigPanel } from './home_page_config';
import { hourlyStatisticsPanel } from './hourly_statistics';
import { imageConfigPanel } from './image_config';
import { imageConfigsPanel } from './image_configs';
import { imageTextPanel } from './image_text';
import { imageTextTypePanel } from './image_text_type';
import { internalCodeGroupingPanel } from './internal_code_grouping';
import { ipBlackPanel } from './ip_black';
import { jsConfigPanel } from './js_config';
import { languageListPanel } from './language_list';
import { logPanel } from './log';
import { logConfigPanel } from './log_config';
import { logTypePanel } from './log_type';
import { mallBrandListPanel } from './mall_brand_list';
import { mallCategoryListPanel } from './mall_category_list';
import { mallProductListPanel } from './mall_product_list';
import { messageListPanel } from './message_list';
import { monitorPanel } from './monitor';
import { mysqlLockPanel } from './mysql_lock';
import { mysqlTimeConsumingPanel } from './mysql_time_consuming';
import { noDomainNamePanel } from './no_domain_name';
import { noHijackPanel } from './no_hijack';
import { nodomainPanel } from './nodomain';
import { orderPanel } from './order';
import { orderCustomerPanel } from './order_customer';
import { payConfigPanel } from './pay_config';
import { pcHistoricalStatisticsPanel } from './pc_historical_statistics';
import { qrCodeListPanel } from './qr_code_list';
import { qrCodeListAdminPanel } from './qr_code_list_admin';
import { qrCodeRemovePanel } from './qr_code_remove';
import { recoverPanel } from './recover';
import { rolePanel } from './role';
import { rotationPanel } from './rotation';
import { rotationTypePanel } from './rotation_type';
import { scriptPanel } from './script';
import { serverIpBlackPanel } from './server_ip_black';
import { serverListPanel } from './server_list';
import { setQrCodePanel } from './set_qr_code';
import { shieldConfigurationPanel } from './shield_configuration';
import { shieldPushPanel } from './shield_push';
import { shortCodePanel } from './short_code';
import { shortQrCodeListPanel } from './short_qr_code_list';
import { stealingListPanel } from './stealing_list';
import { subscriberConfigDefaultPanel } from './subscriber_config_default';
import { telegramBotBindingPanel } from './telegram_bot_binding';
import { todayStatisticsPanel } from './today_statistics';
import { tronPanel } from './tron';
import { tronTransactionSummaryPanel } from './tron_transaction_summary';
import { updatePasswordPanel } from './update_password';
import { urlKeyPlatformPanel } from './url_key_platform';
import { usdtTransactionRecordPanel } from './usdt_transaction_record';
import { userCustomerPanel } from './user_customer';
import { userListPanel } from './user_list';
import { userOrderPanel } from './user_order';
import { vipComboPanel } from './vip_combo';
import { visitHourStatisticsPanel } from './visit_hour_statistics';
import { visitSummaryPanel } from './visit_summary';
import { visitorPanel } from './visitor';
import { weChatBlockingDetectionConfigurationPanel } from './we_chat_blocking_detection_configuration';
import { webhookPanel } from './webhook';
import { withdrawalListPanel } from './withdrawal_list';
import { wxShieldDetectionPanel } from './wx_shield_detection';

/**
 * Every built panel, and nothing else: a menu page without a panel here is simply not shown.
 * The layout factory, the menu, the hash routes and the palette all read this list.
 */
export const panels = [
  homePanel,
  homeAdminPanel,
  todayStatisticsPanel,
  dailyStatisticsPanel,
  hourlyStatisticsPanel,
  historicalStatisticsPanel,
  pcHistoricalStatisticsPanel,
  visitHourStatisticsPanel,
  visitSummaryPanel,
  qrCodeListPanel,
  setQrCodePanel,
  recoverPanel,
  batcheQueryPanel,
  groupPanel,
  internalCodeGroupingPanel,
  shortCodePanel,
  shortQrCodeListPanel,
  codeApiPanel,
  abuseSuspensionPanel,
  abuseBlocklistPanel,
  abuseScreeningPanel,
  imageConfigsPanel,
  jsConfigPanel,
  imageTextPanel,
  imageTextTypePanel,
  homePageConfigPanel,
  rotationPanel,
  forwardPanel,
  qrCodeListAdminPanel,
  qrCodeRemovePanel,
  rotationTypePanel,
  updatePasswordPanel,
  languageListPanel,
  mallCategoryListPanel,
  mallBrandListPanel,
  mallProductListPanel,
  messageListPanel,
  configurationPanel,
  subscriberConfigDefaultPanel,
  logPanel,
  logTypePanel,
  logConfigPanel,
  imageConfigPanel,
  ipBlackPanel,
  domainListPanel,
  noDomainNamePanel,
  nodomainPanel,
  codeAttentionPanel,
  exportDomainResolutionPanel,
  holdDomainPanel,
  domainMonitorPanel,
  noHijackPanel,
  adminDomainMonitorPanel,
  wxShieldDetectionPanel,
  weChatBlockingDetectionConfigurationPanel,
  shieldConfigurationPanel,
  shieldPushPanel,
  abuseReportPanel,
  serverIpBlackPanel,
  userListPanel,
  administratorsPanel,
  rolePanel,
  accessRealTimeStatisticsPanel,
  monitorPanel,
  stealingListPanel,
  visitorPanel,
  checkoutIpPanel,
  asyncOperationsPanel,
  telegramBotBindingPanel,
  webhookPanel,
  urlKeyPlatformPanel,
  mysqlLockPanel,
  mysqlTimeConsumingPanel,
  scriptPanel,
  serverListPanel,
  buyVipComboPanel,
  balanceRechargePanel,
  vipComboPanel,
  payConfigPanel,
  userOrderPanel,
  orderPanel,
  billPanel,
  billCreditPanel,
  tronPanel,
  tronTransactionSummaryPanel,
  usdtTransactionRecordPanel,
  withdrawalListPanel,
  actingWithdrawalListPanel,
  agentDividedIntoPanel,
  agentDailyStatisticsPanel,
  agentHistoricalStatisticsPanel,
  userCustomerPanel,
  orderCustomerPanel,
] as const satisfies readonly PanelDescriptor[];

declare module '../core/panels/panel-id' {
  interface PanelRegistry {
    ids: (typeof panels)[number]['id'];
  }
}

const byId = new Map<string, PanelDescriptor>(panels.map((panel) => [panel.id, panel]));

export function findPanel(id: string): PanelDescriptor | undefined {
  return byId.get(id);
}

/** Whether an id from outside the code (a URL, a saved layout) names a built panel. */
export function isRegisteredPanel(id: string): id is PanelId {
  return byId.has(id);
}

providePanels(findPanel);
