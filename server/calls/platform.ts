import type { platformCalls } from '../../contract/areas/platform';
import type { Handlers } from '../http/handlers';
import { listExternalKeys } from '../settings/platform';

export const platformHandlers: Handlers<typeof platformCalls> = {
  'url_key_platform/inquire': async ({ data_only }, { db }) => ({
    // Sealed secrets never leave the server through this call.
    list: (await listExternalKeys(db, data_only)).map(({ id, platform, title, url, enabled }) => ({
      id,
      platform,
      title,
      url,
      enabled,
    })),
  }),
};
