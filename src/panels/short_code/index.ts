import { panel } from '../../core/panels/types';

/** Short links (SPEC §4): shorten a link on a short domain, and the domain's entry page (form 3). */
export const shortCodePanel = panel({
  id: 'short_code',
  icon: 'link',
  load: () => import('./ShortCodePanel'),
});
