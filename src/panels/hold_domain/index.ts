import type { PanelDescriptor } from '../../core/panels/types';

/** The platform's domain pool (SPEC §5): administrators assign entry and short domains to customers. */
export const holdDomainPanel: PanelDescriptor = {
  id: 'hold_domain',
  titleKey: 'menu.hold_domain',
  icon: 'database',
  permission: 'hold_domain',
  load: () => import('./HoldDomainPanel'),
  defaultConfig: {},
  singleton: true,
};
