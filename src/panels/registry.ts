import { administratorsPanel } from './administrators';
import { batcheQueryPanel } from './batche_query';
import { configurationPanel } from './configuration';
import { domainListPanel } from './domain_list';
import { groupPanel } from './group';
import { holdDomainPanel } from './hold_domain';
import { internalCodeGroupingPanel } from './internal_code_grouping';
import { ipBlackPanel } from './ip_black';
import { languageListPanel } from './language_list';
import { logPanel } from './log';
import { logConfigPanel } from './log_config';
import { logTypePanel } from './log_type';
import { messageListPanel } from './message_list';
import { qrCodeListPanel } from './qr_code_list';
import { qrCodeListAdminPanel } from './qr_code_list_admin';
import { qrCodeRemovePanel } from './qr_code_remove';
import { recoverPanel } from './recover';
import { rolePanel } from './role';
import { rotationPanel } from './rotation';
import { rotationTypePanel } from './rotation_type';
import { serverIpBlackPanel } from './server_ip_black';
import { setQrCodePanel } from './set_qr_code';
import { shortQrCodeListPanel } from './short_qr_code_list';
import { subscriberConfigDefaultPanel } from './subscriber_config_default';
import type { PanelDescriptor } from './types';
import { updatePasswordPanel } from './update_password';
import { userListPanel } from './user_list';

/**
 * Every built panel, and nothing else: a menu page without a panel here is simply not shown.
 * The layout factory, the menu, the hash routes and the palette all read this list.
 */
export const panels: readonly PanelDescriptor[] = [
  qrCodeListPanel,
  setQrCodePanel,
  recoverPanel,
  batcheQueryPanel,
  groupPanel,
  internalCodeGroupingPanel,
  shortQrCodeListPanel,
  rotationPanel,
  qrCodeListAdminPanel,
  qrCodeRemovePanel,
  rotationTypePanel,
  updatePasswordPanel,
  languageListPanel,
  messageListPanel,
  configurationPanel,
  subscriberConfigDefaultPanel,
  logPanel,
  logTypePanel,
  logConfigPanel,
  ipBlackPanel,
  domainListPanel,
  holdDomainPanel,
  serverIpBlackPanel,
  userListPanel,
  administratorsPanel,
  rolePanel,
];

const byId = new Map(panels.map((panel) => [panel.id, panel]));

export function findPanel(id: string): PanelDescriptor | undefined {
  return byId.get(id);
}

export function isRegisteredPanel(id: string): boolean {
  return byId.has(id);
}
