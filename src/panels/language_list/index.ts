import type { PanelDescriptor } from '../../core/panels/types';

/** The console's languages (SPEC §8), a described resource. */
export const languageListPanel: PanelDescriptor = {
  id: 'language_list',
  titleKey: 'menu.language_list',
  icon: 'translate',
  permission: 'language_list',
  load: () => import('./LanguageListPanel'),
  defaultConfig: {},
  singleton: true,
};
