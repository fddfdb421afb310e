/**
 * Icon paths come in sets: a page asks once for every icon it is about to draw, instead of once
 * per icon. `/icon-paths/<icons version>/<size>?names=a,b,c`; the answer maps each name to its
 * SVG paths. The version makes the address change when the icons do, so browsers keep an answer
 * for good.
 */
export const ICON_PATHS_PATH = '/icon-paths';

/** Blueprint draws icons at two sizes; every other size is scaled from one of them. */
export const ICON_SIZES = [16, 20] as const;
export type IconPathsSize = (typeof ICON_SIZES)[number];

/** Enough for every icon a page shows at once; more in one address is not a page's request. */
export const MAX_ICONS_PER_SET = 400;

export function iconSetAddress(version: string, size: IconPathsSize, names: readonly string[]): string {
  return `${ICON_PATHS_PATH}/${encodeURIComponent(version)}/${size}?names=${[...names].sort().join(',')}`;
}
