import { panel } from '../../core/panels/types';

/** The customer's analytics snippet (SPEC §4 `js_config`): provider and site id, never raw script. */
export const jsConfigPanel = panel({
  id: 'js_config',
  icon: 'code',
  load: () => import('./JsConfigPanel'),
});
