import type { PanelDescriptor } from '../../core/panels/types';

/** The customer dashboard (SPEC §6): balance, membership, codes, today's visits, the week, notices. */
export const homePanel: PanelDescriptor = {
  id: 'home',
  titleKey: 'menu.home',
  icon: 'home',
  permission: 'home',
  load: () => import('./HomePanel'),
  defaultConfig: {},
  singleton: true,
};
