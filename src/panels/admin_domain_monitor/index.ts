import { panel } from '../../core/panels/types';

/** Every verified domain's monitoring (SPEC §5), for administrators: by status, host and holder. */
export const adminDomainMonitorPanel = panel({
  id: 'admin_domain_monitor',
  icon: 'satellite',
  load: () => import('./AdminDomainMonitorPanel'),
});
