import { panel } from '../../core/panels/types';

/** Upload storage (SPEC §8 `image_config`, administrators): local disk or an S3-compatible bucket. */
export const imageConfigPanel = panel({
  id: 'image_config',
  icon: 'cloud-upload',
  load: () => import('./ImageConfigPanel'),
});
