import { panel } from '../../core/panels/types';

/** The customer's API keys of the code API (SPEC §4), with links to the API's documentation. */
export const codeApiPanel = panel({
  id: 'code_api',
  icon: 'key',
  load: () => import('./CodeApiPanel'),
});
