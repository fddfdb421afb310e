import { panel } from '../../core/panels/types';

/** The operator's trash: codes taken out of service, restorable (SPEC §4). */
export const recoverPanel = panel({
  id: 'recover',
  icon: 'trash',
  load: () => import('./RecoverPanel'),
});
