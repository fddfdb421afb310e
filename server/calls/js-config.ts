import type { jsConfigCalls } from '../../contract/areas/js-config';
import type { Handlers } from '../http/handlers';
import { readSnippet, saveSnippet } from '../settings/analytics-snippet';

/** The analytics snippet (`js_config`): each customer reads and changes only their own. */
export const jsConfigHandlers: Handlers<typeof jsConfigCalls> = {
  'js_config/inquire': (_input, { db, actor }) => readSnippet(db, actor.userId),
  'js_config/update': async (snippet, { db, codeCache, actor }) => {
    await saveSnippet(db, codeCache, actor.userId, snippet);
    return {};
  },
};
