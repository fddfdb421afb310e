import { panel } from '../../core/panels/types';

/** Destinations the screening paused or could not check, with their history and the screening settings. */
export const abuseScreeningPanel = panel({
  id: 'abuse_screening',
  icon: 'search-around',
  load: () => import('./AbuseScreeningPanel'),
});
