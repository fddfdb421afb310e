import { asc, eq } from 'drizzle-orm';
import type { platformCalls } from '../../contract/areas/platform';
import { PayType } from '../../contract/enums';
import { externalKeys } from '../db/schema';
import type { Handlers } from '../http/handlers';
import { readSetting } from '../settings/store';

export const platformHandlers: Handlers<typeof platformCalls> = {
  'url_key_platform/inquire': async ({ data_only }, { db }) => {
    const rows = await db
      .select()
      .from(externalKeys)
      .where(data_only ? eq(externalKeys.enabled, true) : undefined)
      .orderBy(asc(externalKeys.platform));
    // Sealed secrets never leave the server through this call.
    return {
      list: rows.map(({ id, platform, title, url, enabled }) => ({ id, platform, title, url, enabled })),
    };
  },

  'pay_config/inquire': async (_input, { db }) =>
    readSetting(db, 'pay_config', {
      qr_code_switch: true,
      pay_types: [PayType.trc20_usdt],
      min_recharge: '10',
      confirmations: 19,
    }),
};
