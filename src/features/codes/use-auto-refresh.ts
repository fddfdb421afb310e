import { type RefObject, useEffect, useRef } from 'react';

/**
 * Whether an element is on screen: the browser tab is in front and the element is laid out (a
 * panel in a background tab of the dock has no layout box).
 */
export function isShown(element: HTMLElement | null): boolean {
  return document.visibilityState === 'visible' && element !== null && element.getClientRects().length > 0;
}

/**
 * Calls `refresh` every `intervalMs` while the element is shown, and once more when the browser
 * tab comes back to the front. Hidden panels and background tabs ask the server nothing.
 */
export function useAutoRefresh(
  element: RefObject<HTMLElement | null>,
  refresh: () => void,
  intervalMs: number,
  enabled = true,
): void {
  const latest = useRef(refresh);
  latest.current = refresh;
  useEffect(() => {
    if (!enabled) return;
    const tick = () => {
      if (isShown(element.current)) latest.current();
    };
    const timer = setInterval(tick, intervalMs);
    const onVisible = () => document.visibilityState === 'visible' && tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [element, intervalMs, enabled]);
}
