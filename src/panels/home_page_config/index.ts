import { panel } from '../../core/panels/types';

/** What customers see on their home (SPEC §4 `home_page_config`): the notice and the picture list. */
export const homePageConfigPanel = panel({
  id: 'home_page_config',
  icon: 'style',
  load: () => import('./HomePageConfigPanel'),
});
