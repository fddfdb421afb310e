import type { PanelDescriptor } from '../../core/panels/types';

/** The operation log's configuration (SPEC §8) as checked JSON. */
export const logConfigPanel: PanelDescriptor = {
  id: 'log_config',
  titleKey: 'menu.log_config',
  icon: 'code-block',
  permission: 'log_config',
  load: () => import('./LogConfigPanel'),
  defaultConfig: {},
  singleton: true,
};
