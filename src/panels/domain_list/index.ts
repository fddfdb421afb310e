import type { PanelDescriptor } from '../../core/panels/types';

/** A customer's domains (SPEC §5): what an administrator assigned, and how codes are reached there. */
export const domainListPanel: PanelDescriptor = {
  id: 'domain_list',
  titleKey: 'menu.domain_list',
  icon: 'globe',
  permission: 'domain_list',
  load: () => import('./DomainListPanel'),
  defaultConfig: {},
  singleton: true,
};
