import { panel } from '../../core/panels/types';

/** Codes on domains that serve nothing now: not verified, or paused while flagged (SPEC §5). */
export const noDomainNamePanel = panel({
  id: 'no_domain_name',
  icon: 'warning-sign',
  load: () => import('./NoDomainNamePanel'),
});
