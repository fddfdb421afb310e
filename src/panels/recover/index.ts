import type { PanelDescriptor } from '../../core/panels/types';

/** The operator's trash: codes taken out of service, restorable (SPEC §4). */
export const recoverPanel: PanelDescriptor = {
  id: 'recover',
  titleKey: 'menu.recover',
  icon: 'trash',
  permission: 'recover',
  load: () => import('./RecoverPanel'),
  defaultConfig: {},
  singleton: true,
};
