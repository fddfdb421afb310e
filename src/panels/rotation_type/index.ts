import { panel } from '../../core/panels/types';

/** Administrators: the three rotation models, their labels and whether operators may choose them. */
export const rotationTypePanel = panel({
  id: 'rotation_type',
  icon: 'exchange',
  load: () => import('./RotationTypePanel'),
});
