import { useEffect, useRef } from 'react';
import type { SocketEventContent } from '../../core/socket/socket-events';
import { onSocketEvent } from '../../core/socket/socket-service';

export type PaymentSeen = SocketEventContent<'payment_seen'>;

/**
 * Calls `handler` whenever the chain watcher sees a transfer to the caller's deposit wallet while
 * the component is mounted: the transfer is known but not yet solidified, so nothing is credited
 * yet (`payment_credited` follows). The latest handler is used, so callers need not memoise it.
 */
export function usePaymentSeen(handler: (event: PaymentSeen) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onSocketEvent('payment_seen', (event) => latest.current(event)), []);
}
