import { useEffect, useRef } from 'react';

/**
 * Asks `reload` again when the reader comes back to the panel: its dock tab shown again after
 * another (the panel's box goes from nothing to a size), or the browser window focused again.
 * A decision made elsewhere meanwhile (a withdrawal reviewed, announced by a toast) then shows
 * without pressing refresh. Draws an empty marker in the toolbar to watch.
 */
export function ReloadOnReturn({ reload }: { reload(): void }) {
  const marker = useRef<HTMLSpanElement>(null);
  const latest = useRef(reload);
  latest.current = reload;
  useEffect(() => {
    const element = marker.current?.parentElement;
    if (!element) return;
    let shown = element.getClientRects().length > 0;
    const observer = new ResizeObserver(() => {
      const now = element.getClientRects().length > 0;
      if (now && !shown) latest.current();
      shown = now;
    });
    observer.observe(element);
    const onFocus = () => {
      if (element.getClientRects().length > 0) latest.current();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      observer.disconnect();
      window.removeEventListener('focus', onFocus);
    };
  }, []);
  return <span ref={marker} hidden />;
}
