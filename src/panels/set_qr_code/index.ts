import type { PanelDescriptor } from '../../core/panels/types';

/** Creates a live code or edits one: one tab per code (config `{id}`), a blank tab for a new one. */
export const setQrCodePanel: PanelDescriptor = {
  id: 'set_qr_code',
  titleKey: 'menu.set_qr_code',
  icon: 'edit',
  permission: 'set_qr_code',
  load: () => import('./SetQrCodePanel'),
  defaultConfig: {},
  singleton: false,
};
