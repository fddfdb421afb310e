import type { PanelDescriptor } from '../../core/panels/types';

/** Site messages sent by administrators to users (SPEC §8). */
export const messageListPanel: PanelDescriptor = {
  id: 'message_list',
  titleKey: 'menu.message_list',
  icon: 'envelope',
  permission: 'message_list',
  load: () => import('./MessageListPanel'),
  defaultConfig: {},
  singleton: true,
};
