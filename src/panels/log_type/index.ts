import type { PanelDescriptor } from '../../core/panels/types';

/** The log type dictionary (SPEC §8): names for the types the operation log records. */
export const logTypePanel: PanelDescriptor = {
  id: 'log_type',
  titleKey: 'menu.log_type',
  icon: 'tag',
  permission: 'log_type',
  load: () => import('./LogTypePanel'),
  defaultConfig: {},
  singleton: true,
};
