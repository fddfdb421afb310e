import { panel } from '../../core/panels/types';

/** The operator's short links (SPEC §4): their codes on their short domains, in both link forms. */
export const shortQrCodeListPanel = panel({
  id: 'short_qr_code_list',
  icon: 'list-detail-view',
  load: () => import('./ShortQrCodeListPanel'),
});
