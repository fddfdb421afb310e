import { panel } from '../../core/panels/types';

/** The abuse report queue (issue "abuse controls"): reports, their code side by side, one-click suspend. */
export const abuseReportPanel = panel({
  id: 'abuse_report',
  icon: 'flag',
  load: () => import('./AbuseReportPanel'),
});
