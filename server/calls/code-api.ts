import type { codeApiCalls } from '../../contract/areas/code-api';
import { addApiKey, listApiKeys, revokeApiKeys, updateApiKey } from '../code-api/keys';
import type { Handlers } from '../http/handlers';

/** Every call acts on the caller's own keys only. */
export const codeApiHandlers: Handlers<typeof codeApiCalls> = {
  'code_api/inquire': (page, { db, actor }) => listApiKeys(db, actor.userId, page),
  'code_api/add': (fields, { db, actor }) => addApiKey(db, actor.userId, fields),
  'code_api/update': async ({ id, ...fields }, { db, actor }) => {
    await updateApiKey(db, actor.userId, id, fields);
    return {};
  },
  'code_api/revoke': async ({ ids }, { db, actor, now }) => ({
    revoked: await revokeApiKeys(db, actor.userId, ids, now()),
  }),
};
