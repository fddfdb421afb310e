import { inArray } from 'drizzle-orm';
import type { platformCalls } from '../../contract/areas/platform';
import { readScreeningSettings } from '../abuse/screening';
import { isGranted } from '../auth/permissions';
import { externalKeys } from '../db/schema';
import { readMonitorSettings } from '../domains/monitor';
import { conflict, notFound } from '../http/errors';
import type { Handlers } from '../http/handlers';
import { listExternalKeys, saveExternalKey, secretHint } from '../settings/platform';

export const platformHandlers: Handlers<typeof platformCalls> = {
  'url_key_platform/inquire': async ({ data_only }, { db, actor }) => {
    // Every signed-in user may call this: the disabled services only for administrators, and
    // addresses (a provider's key may sit in the query) for nobody; those are in `detail`.
    const enabledOnly = data_only || !(await isGranted(db, actor, 'url_key_platform/save'));
    return {
      list: (await listExternalKeys(db, enabledOnly)).map(({ id, platform, title, enabled }) => ({
        id,
        platform,
        title,
        enabled,
      })),
    };
  },
  'url_key_platform/detail': async (_input, { db, secrets }) => ({
    list: (await listExternalKeys(db, false)).map((key) => ({
      id: key.id,
      platform: key.platform,
      title: key.title,
      url: key.url,
      enabled: key.enabled,
      has_secret: key.sealedSecret !== '',
      secret_hint: secretHint(secrets, key.sealedSecret),
      mapping: (key.mapping ?? null) as never,
    })),
  }),
  'url_key_platform/save': async (key, { db, secrets }) => ({ id: await saveExternalKey(db, secrets, key) }),
  'url_key_platform/remove': async ({ ids }, { db }) => {
    const keys = await db.select().from(externalKeys).where(inArray(externalKeys.id, ids));
    if (keys.length !== new Set(ids).size) throw notFound();
    const inUse = [
      (await readMonitorSettings(db)).reputation_platform,
      (await readScreeningSettings(db)).provider_platform,
    ];
    if (keys.some((key) => inUse.includes(key.platform))) throw conflict('url_key.in_use');
    await db.delete(externalKeys).where(inArray(externalKeys.id, ids));
    return {};
  },
};
