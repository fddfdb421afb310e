import type { PanelDescriptor } from '../../core/panels/types';

/** The platform-wide visit explorer (SPEC §6, administrators). */
export const visitorPanel: PanelDescriptor = {
  id: 'visitor',
  titleKey: 'menu.visitor',
  icon: 'people',
  permission: 'visitor',
  load: () => import('./VisitorPanel'),
  defaultConfig: {},
  singleton: true,
};
