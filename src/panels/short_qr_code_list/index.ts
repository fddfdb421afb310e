import type { PanelDescriptor } from '../../core/panels/types';

/** The operator's short links (SPEC §4): their codes on their short domains, in both link forms. */
export const shortQrCodeListPanel: PanelDescriptor = {
  id: 'short_qr_code_list',
  titleKey: 'menu.short_qr_code_list',
  icon: 'list-detail-view',
  permission: 'short_qr_code_list',
  load: () => import('./ShortQrCodeListPanel'),
  defaultConfig: {},
  singleton: true,
};
