import type { PanelDescriptor } from '../../core/panels/types';

/** Administrators: every user's live codes, filtered by owner (SPEC §4). */
export const qrCodeListAdminPanel: PanelDescriptor = {
  id: 'qr_code_list_admin',
  titleKey: 'menu.qr_code_list_admin',
  icon: 'th-list',
  permission: 'qr_code_list_admin',
  load: () => import('./QrCodeListAdminPanel'),
  defaultConfig: {},
  singleton: true,
};
