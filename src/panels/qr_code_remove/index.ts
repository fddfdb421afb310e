import { panel } from '../../core/panels/types';

/** Administrators: every user's trash (SPEC §4). */
export const qrCodeRemovePanel = panel({
  id: 'qr_code_remove',
  icon: 'trash',
  load: () => import('./QrCodeRemovePanel'),
});
