import { panel } from '../../core/panels/types';

/** Codes on domains the monitor flagged or cannot check (SPEC §5): still serving, but at risk. */
export const nodomainPanel = panel({
  id: 'nodomain',
  icon: 'issue',
  load: () => import('./NodomainPanel'),
});
