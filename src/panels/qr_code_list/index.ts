import type { PanelDescriptor } from '../../core/panels/types';

/** The operator's live codes (SPEC §4): the main screen, with bulk actions and the QR preview. */
export const qrCodeListPanel: PanelDescriptor = {
  id: 'qr_code_list',
  titleKey: 'menu.qr_code_list',
  icon: 'list',
  permission: 'qr_code_list',
  load: () => import('./QrCodeListPanel'),
  defaultConfig: {},
  singleton: true,
};
