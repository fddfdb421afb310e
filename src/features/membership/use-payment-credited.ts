import { useEffect, useRef } from 'react';
import type { SocketEventContent } from '../../core/socket/socket-events';
import { onSocketEvent } from '../../core/socket/socket-service';

export type PaymentCredited = SocketEventContent<'payment_credited'>;

/**
 * Calls `handler` whenever one of the caller's recharge orders is credited while the component is
 * mounted, with the order and the new balance. The latest handler is used, so callers need not
 * memoise it.
 */
export function usePaymentCredited(handler: (event: PaymentCredited) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onSocketEvent('payment_credited', (event) => latest.current(event)), []);
}
