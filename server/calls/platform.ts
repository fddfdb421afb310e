import type { platformCalls } from '../../contract/areas/platform';
import type { Handlers } from '../http/handlers';
import { listExternalKeys, saveExternalKey } from '../settings/platform';

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
  'url_key_platform/detail': async (_input, { db }) => ({
    list: (await listExternalKeys(db, false)).map((key) => ({
      id: key.id,
      platform: key.platform,
      title: key.title,
      url: key.url,
      enabled: key.enabled,
      has_secret: key.sealedSecret !== '',
      mapping: (key.mapping ?? null) as never,
    })),
  }),
  'url_key_platform/save': async (key, { db, secrets }) => ({ id: await saveExternalKey(db, secrets, key) }),
};
