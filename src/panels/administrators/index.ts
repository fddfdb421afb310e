import { panel } from '../../core/panels/types';

/** The platform's administrators (SPEC §8). */
export const administratorsPanel = panel({
  id: 'administrators',
  icon: 'person',
  load: () => import('./AdministratorsPanel'),
});
