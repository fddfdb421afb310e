import type { PanelDescriptor } from '../../core/panels/types';

/** The caller's background jobs (exports) and their files (SPEC §6). */
export const asyncOperationsPanel: PanelDescriptor = {
  id: 'async_operations',
  titleKey: 'menu.async_operations',
  icon: 'cloud-download',
  permission: 'async_operations',
  load: () => import('./AsyncOperationsPanel'),
  defaultConfig: {},
  singleton: true,
};
