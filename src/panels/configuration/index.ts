import type { PanelDescriptor } from '../../core/panels/types';

/** Site configuration (SPEC §8): titles, logos, colour, registration, login security, maintenance. */
export const configurationPanel: PanelDescriptor = {
  id: 'configuration',
  titleKey: 'menu.configuration',
  icon: 'settings',
  permission: 'configuration',
  load: () => import('./ConfigurationPanel'),
  defaultConfig: {},
  singleton: true,
};
