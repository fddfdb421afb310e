import { panel } from '../../core/panels/types';

/** Per-domain protection against hijacking (SPEC §5): HTTPS only, HSTS and the referrer policy. */
export const noHijackPanel = panel({
  id: 'no_hijack',
  icon: 'lock',
  load: () => import('./NoHijackPanel'),
});
