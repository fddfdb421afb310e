import { asc, eq } from 'drizzle-orm';
import { PayType } from '../../contract/enums';
import { externalKeys } from '../db/schema';
import type { Db } from '../db/store';
import { readSetting } from './store';

/** The keys of external platforms (enabled ones only if asked), by platform. */
export function listExternalKeys(db: Db, enabledOnly: boolean) {
  return db
    .select()
    .from(externalKeys)
    .where(enabledOnly ? eq(externalKeys.enabled, true) : undefined)
    .orderBy(asc(externalKeys.platform));
}

/** Payment settings; a fresh installation takes TRC20 USDT from 10 with 19 confirmations. */
export function readPayConfig(db: Db) {
  return readSetting(db, 'pay_config', {
    qr_code_switch: true,
    pay_types: [PayType.trc20_usdt],
    min_recharge: '10',
    confirmations: 19,
  });
}
