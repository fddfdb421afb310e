import { useEffect, useRef, useState } from 'react';
import type { VisitEvent } from '../../../contract/areas/statistics';
import { onSocketEvent } from '../../core/socket/socket-service';

/**
 * Calls `handler` with each batch of the owner's visits the socket delivers while the component is
 * mounted. The latest handler is used, so callers need not memoise it.
 */
export function useVisitEvents(handler: (event: VisitEvent) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => onSocketEvent('visit', (event) => latest.current(event)), []);
}

/**
 * The time, renewed every `intervalMs`: per-minute charts move on even when no visit arrives.
 */
export function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
