import { panel } from '../../core/panels/types';

/** How a customer's verified domains are doing (SPEC §5): status, why, recent rounds, check now. */
export const domainMonitorPanel = panel({
  id: 'domain_monitor',
  icon: 'satellite',
  load: () => import('./DomainMonitorPanel'),
});
