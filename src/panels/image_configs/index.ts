import { panel } from '../../core/panels/types';

/** The customer's image library (SPEC §4): pictures for image destinations and QR logos. */
export const imageConfigsPanel = panel({
  id: 'image_configs',
  icon: 'media',
  load: () => import('./ImageConfigsPanel'),
});
