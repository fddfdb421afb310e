import type { Bus } from '../ports/bus';

const PURCHASE_CHANNEL = 'money.purchase';

/** A package bought and paid: what the agents' revenue share is computed from. */
export type PurchaseEvent = { orderId: number; userId: number; amount: string; comboId: number };

/** Domain events of the money core, carried by the bus to listeners on any process. */
export type MoneyEvents = {
  purchased(event: PurchaseEvent): Promise<void>;
  onPurchase(listener: (event: PurchaseEvent) => void): () => void;
};

export function createMoneyEvents(bus: Bus): MoneyEvents {
  return {
    purchased: (event) => bus.publish(PURCHASE_CHANNEL, event),
    onPurchase: (listener) =>
      bus.subscribe(PURCHASE_CHANNEL, (message) => listener(message as PurchaseEvent)),
  };
}
