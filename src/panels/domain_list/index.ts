import { panel } from '../../core/panels/types';

/** A customer's domains (SPEC §5): what an administrator assigned, and how codes are reached there. */
export const domainListPanel = panel({
  id: 'domain_list',
  icon: 'globe',
  load: () => import('./DomainListPanel'),
});
