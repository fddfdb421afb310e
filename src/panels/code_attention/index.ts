import { panel } from '../../core/panels/types';

/** Codes whose destinations expire soon, expired or are used up: a to-do list, most urgent first (SPEC §12). */
export const codeAttentionPanel = panel({
  id: 'code_attention',
  icon: 'issue',
  load: () => import('./CodeAttentionPanel'),
});
