import type { PanelDescriptor } from '../../core/panels/types';

/** Paste many suffixes, get each code's status and visits (SPEC §4). */
export const batcheQueryPanel: PanelDescriptor = {
  id: 'batche_query',
  titleKey: 'menu.batche_query',
  icon: 'search-template',
  permission: 'batche_query',
  load: () => import('./BatcheQueryPanel'),
  defaultConfig: {},
  singleton: true,
};
