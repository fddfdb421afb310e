import { panel } from '../../core/panels/types';

/** Picture list types (SPEC §8 `image_text_type`), a described resource. */
export const imageTextTypePanel = panel({
  id: 'image_text_type',
  icon: 'tag',
  load: () => import('./ImageTextTypePanel'),
});
