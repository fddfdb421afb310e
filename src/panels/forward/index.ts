import { panel } from '../../core/panels/types';

/** Forwarding rules on verified landing-page domains (SPEC §4): path prefixes sent elsewhere. */
export const forwardPanel = panel({
  id: 'forward',
  icon: 'fork',
  load: () => import('./ForwardPanel'),
});
