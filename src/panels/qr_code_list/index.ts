import { panel } from '../../core/panels/types';

/** The operator's live codes (SPEC §4): the main screen, with bulk actions and the QR preview. */
export const qrCodeListPanel = panel({
  id: 'qr_code_list',
  icon: 'list',
  load: () => import('./QrCodeListPanel'),
  keywordsKey: 'menu_keywords.qr_code_list',
});
