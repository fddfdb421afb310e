import { useSyncExternalStore } from 'react';

/** SPEC §2: below this width the console is a phone console (one panel, menu drawer). */
export const MOBILE_MAX_WIDTH = 767;

const query = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the screen is phone-sized; follows rotation and window resizing. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
