import { panel } from '../../core/panels/types';

/** The platform's domain pool (SPEC §5): administrators assign entry and short domains to customers. */
export const holdDomainPanel = panel({
  id: 'hold_domain',
  icon: 'database',
  load: () => import('./HoldDomainPanel'),
});
