import { panel } from '../../core/panels/types';

/** Destination switches of the operator's codes, newest first (SPEC §4, rotation models). */
export const rotationPanel = panel({
  id: 'rotation',
  icon: 'exchange',
  load: () => import('./RotationPanel'),
});
