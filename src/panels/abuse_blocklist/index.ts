import { panel } from '../../core/panels/types';

/** The screening rules (abuse controls): blocked and allowed hosts and patterns, a described resource. */
export const abuseBlocklistPanel = panel({
  id: 'abuse_blocklist',
  icon: 'filter-remove',
  load: () => import('./AbuseBlocklistPanel'),
});
