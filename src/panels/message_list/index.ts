import { panel } from '../../core/panels/types';

/** Site messages sent by administrators to users (SPEC §8). */
export const messageListPanel = panel({
  id: 'message_list',
  icon: 'envelope',
  load: () => import('./MessageListPanel'),
});
