import type { z } from 'zod';
import {
  DEFAULT_PAY_CONFIG,
  PaymentConfirmation,
  type payConfigPublicSchema,
  type payConfigSchema,
} from '../../contract/areas/money';
import { PayType } from '../../contract/enums';
import type { Db } from '../db/store';
import { invalidParameter } from '../http/errors';
import { readSetting, writeSetting } from '../settings/store';
import { compareMoney } from './decimal';
import { isTronAddress } from './tron-address';

export type PayConfig = z.output<typeof payConfigSchema>;
type PublicPayConfig = z.input<typeof payConfigPublicSchema>;
type Confirmation = PublicPayConfig['confirmation'];

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

/**
 * What operators read of the settings under the given way of confirming payments. The platform's
 * wallet is offered to pay into only while payments are confirmed by hand: with the chain, a
 * transfer there would pay no one's order, as the watcher reads only the users' deposit addresses.
 */
export function publicPayConfig(config: PayConfig, confirmation: Confirmation): PublicPayConfig {
  const manual = confirmation === PaymentConfirmation.manual;
  return {
    ...config,
    pay_types: [PayType.trc20_usdt],
    confirmation,
    receiving_address: manual && config.collection_address !== '' ? config.collection_address : null,
  };
}
