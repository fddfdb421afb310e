import type { z } from 'zod';
import { DEFAULT_PAY_CONFIG, type payConfigSchema } from '../../contract/areas/money';
import type { Db } from '../db/store';
import { invalidParameter } from '../http/errors';
import { readSetting, writeSetting } from '../settings/store';
import { compareMoney } from './decimal';
import { isTronAddress } from './tron-address';

export type PayConfig = z.output<typeof payConfigSchema>;

export function readPayConfig(db: Db): Promise<PayConfig> {
  return readSetting(db, 'pay_config', DEFAULT_PAY_CONFIG as PayConfig);
}

/** Saves the payment settings once they agree with each other and the address is a real one. */
export async function writePayConfig(db: Db, config: PayConfig): Promise<void> {
  if (compareMoney(config.min_recharge, config.max_recharge) > 0) {
    throw invalidParameter(
      [{ path: 'min_recharge', messageKey: 'pay_config.min_above_max' }],
      'pay_config.min_above_max',
    );
  }
  if (config.collection_address !== '' && !isTronAddress(config.collection_address)) {
    throw invalidParameter(
      [{ path: 'collection_address', messageKey: 'pay_config.address_checksum' }],
      'pay_config.address_checksum',
    );
  }
  await writeSetting(db, 'pay_config', config);
}
