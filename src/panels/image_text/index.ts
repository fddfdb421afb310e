import { panel } from '../../core/panels/types';

/** The pictures of the picture lists (SPEC §8 `image_text`), a described resource. */
export const imageTextPanel = panel({
  id: 'image_text',
  icon: 'media',
  load: () => import('./ImageTextPanel'),
});
