import type { PanelDescriptor } from '../../core/panels/types';

/** The customer's image library (SPEC §4): pictures for image destinations and QR logos. */
export const imageConfigsPanel: PanelDescriptor = {
  id: 'image_configs',
  titleKey: 'menu.image_configs',
  icon: 'media',
  permission: 'image_configs',
  load: () => import('./ImageConfigsPanel'),
  defaultConfig: {},
  singleton: true,
};
