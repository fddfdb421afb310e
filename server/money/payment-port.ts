import { PaymentConfirmation } from '../../contract/areas/money';

/**
 * Where recharges are paid and who confirms them. Until a chain watcher is configured an
 * administrator confirms each payment by hand (`order/credit`) and there is no deposit address;
 * the chain adapter answers each user's deposit wallet and credits confirmed transfers itself.
 * Both credit through `creditRechargeOrder`, so a payment is credited once whoever reports it.
 */
export type PaymentPort = {
  readonly confirmation: (typeof PaymentConfirmation)[keyof typeof PaymentConfirmation];
  /** The address the user pays to, or null when payments are not made to per-user addresses. */
  depositAddress(userId: number): Promise<string | null>;
};

export const manualPayments: PaymentPort = {
  confirmation: PaymentConfirmation.manual,
  depositAddress: async () => null,
};
