import { panel } from '../../core/panels/types';

/** Suspensions of users, codes and domains (abuse controls), a described resource. */
export const abuseSuspensionPanel = panel({
  id: 'abuse_suspension',
  icon: 'disable',
  load: () => import('./AbuseSuspensionPanel'),
});
