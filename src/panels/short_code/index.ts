import type { PanelDescriptor } from '../../core/panels/types';

/** Short links (SPEC §4): shorten a link on a short domain, and the domain's entry page (form 3). */
export const shortCodePanel: PanelDescriptor = {
  id: 'short_code',
  titleKey: 'menu.short_code',
  icon: 'link',
  permission: 'short_code',
  load: () => import('./ShortCodePanel'),
  defaultConfig: {},
  singleton: true,
};
