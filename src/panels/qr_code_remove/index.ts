import type { PanelDescriptor } from '../../core/panels/types';

/** Administrators: every user's trash (SPEC §4). */
export const qrCodeRemovePanel: PanelDescriptor = {
  id: 'qr_code_remove',
  titleKey: 'menu.qr_code_remove',
  icon: 'trash',
  permission: 'qr_code_remove',
  load: () => import('./QrCodeRemovePanel'),
  defaultConfig: {},
  singleton: true,
};
