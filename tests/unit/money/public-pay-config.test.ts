import { describe, expect, it } from 'vitest';
import { DEFAULT_PAY_CONFIG, PaymentConfirmation, payConfigSchema } from '../../../contract/areas/money';
import { publicPayConfig } from '../../../server/money/pay-config';

const WALLET = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const config = payConfigSchema.parse({ ...DEFAULT_PAY_CONFIG, collection_address: WALLET });

describe('publicPayConfig', () => {
  it('offers the platform wallet to pay into while payments are confirmed by hand', () => {
    expect(publicPayConfig(config, PaymentConfirmation.manual)).toMatchObject({
      confirmation: 'manual',
      receiving_address: WALLET,
    });
  });

  it('offers no address by hand while none is set', () => {
    const unset = { ...config, collection_address: '' as const };
    expect(publicPayConfig(unset, PaymentConfirmation.manual).receiving_address).toBeNull();
  });

  it('never offers it on chain, where a transfer to it would pay no one’s order', () => {
    expect(publicPayConfig(config, PaymentConfirmation.chain)).toMatchObject({
      confirmation: 'chain',
      receiving_address: null,
    });
  });
});
