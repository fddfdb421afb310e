import { PaymentConfirmation } from '../../contract/areas/money';
import type { ChainPort } from '../ports/chain';

/** The chain deposits are read from, and the one token credited. */
export type TronSetup = { chain: ChainPort; usdtContract: string };

/**
 * Where recharges are paid and who confirms them. Until a chain watcher is configured an
 * administrator confirms each payment by hand (`order/credit`) and there is no deposit address;
 * the chain adapter answers each user's deposit wallet and credits confirmed transfers itself.
 * Both credit once: the ledger keys `rch:<order>` and `dep:<tx>:<log>`, and a transaction hash
 * credited one way is refused the other.
 */
export type PaymentPort = {
  readonly confirmation: (typeof PaymentConfirmation)[keyof typeof PaymentConfirmation];
  /**
   * The address the user pays to, or null when payments are not made to per-user addresses. The
   * address is watched closely until `expectUntil` (an order's expiry, or the page left open).
   */
  depositAddress(userId: number, expectUntil: Date): Promise<string | null>;
  /** The chain, when deposits are read from one. */
  readonly tron: TronSetup | null;
};

export const manualPayments: PaymentPort = {
  confirmation: PaymentConfirmation.manual,
  depositAddress: async () => null,
  tron: null,
};
