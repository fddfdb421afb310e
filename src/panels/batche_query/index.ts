import { panel } from '../../core/panels/types';

/** Paste many suffixes, get each code's status and visits (SPEC §4). */
export const batcheQueryPanel = panel({
  id: 'batche_query',
  icon: 'search-template',
  load: () => import('./BatcheQueryPanel'),
});
