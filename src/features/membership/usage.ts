import type { Intent } from '@blueprintjs/core';

/** From this share of a limit on, the bar warns: time to buy more before a create is refused. */
export const USAGE_WARNING = 0.8;

/** How full one limit is, for a bar: the share (0–1, capped) and its colour. */
export type Usage = { ratio: number; intent: Intent; full: boolean };

/**
 * The usage of a limit. An account can stand above its limit (a package ended, the free tier is
 * smaller): the bar is full and red, and nothing more can be created until codes are removed.
 */
export function usageOf(used: number, max: number): Usage {
  const full = used >= max;
  const ratio = max <= 0 ? 1 : Math.min(1, used / max);
  return {
    ratio,
    full,
    intent: full ? 'danger' : ratio >= USAGE_WARNING ? 'warning' : 'primary',
  };
}
