import { panel } from '../../core/panels/types';

/** Administrators: every user's live codes, filtered by owner (SPEC §4). */
export const qrCodeListAdminPanel = panel({
  id: 'qr_code_list_admin',
  icon: 'th-list',
  load: () => import('./QrCodeListAdminPanel'),
});
