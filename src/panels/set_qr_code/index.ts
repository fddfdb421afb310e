import { panel } from '../../core/panels/types';

/** Creates a live code or edits one: one tab per code (config `{id}`), a blank tab for a new one. */
export const setQrCodePanel = panel({
  id: 'set_qr_code',
  icon: 'edit',
  load: () => import('./SetQrCodePanel'),
  singleton: false,
});
