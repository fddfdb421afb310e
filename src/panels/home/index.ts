import { panel } from '../../core/panels/types';

/** The customer dashboard (SPEC §6): balance, membership, codes, today's visits, the week, notices. */
export const homePanel = panel({
  id: 'home',
  icon: 'home',
  load: () => import('./HomePanel'),
});
