import { panel } from '../../core/panels/types';

/** The console's languages (SPEC §8), a described resource. */
export const languageListPanel = panel({
  id: 'language_list',
  icon: 'translate',
  load: () => import('./LanguageListPanel'),
});
