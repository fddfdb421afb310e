import { panel } from '../../core/panels/types';

/** Site configuration (SPEC §8): titles, logos, colour, registration, login security, maintenance. */
export const configurationPanel = panel({
  id: 'configuration',
  icon: 'settings',
  load: () => import('./ConfigurationPanel'),
});
