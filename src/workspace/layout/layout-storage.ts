import type { SavedLayout } from './layout-migration';

/** A saved layout with the moment it was saved, to pick the newer of the local and server copies. */
export type StampedLayout = SavedLayout & { savedAt: string };

/** The localStorage fallback of one user's layouts. */
export type LocalLayouts = { active: string; layouts: Record<string, StampedLayout> };

const keyFor = (userId: number) => `lc.layouts.v1.${userId}`;

export function readLocalLayouts(userId: number): LocalLayouts | null {
  try {
    const text = globalThis.localStorage?.getItem(keyFor(userId));
    if (!text) return null;
    const parsed = JSON.parse(text) as LocalLayouts;
    return typeof parsed.active === 'string' && typeof parsed.layouts === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

function write(userId: number, value: LocalLayouts) {
  try {
    globalThis.localStorage?.setItem(keyFor(userId), JSON.stringify(value));
  } catch {
    // A full or disabled storage only loses the offline copy; the server keeps the layout.
  }
}

export function writeLocalLayout(
  userId: number,
  name: string,
  layout: StampedLayout,
  makeActive: boolean,
): void {
  const current = readLocalLayouts(userId) ?? { active: name, layouts: {} };
  write(userId, {
    active: makeActive ? name : current.active,
    layouts: { ...current.layouts, [name]: layout },
  });
}

export function removeLocalLayout(userId: number, name: string): void {
  const current = readLocalLayouts(userId);
  if (!current) return;
  const { [name]: _removed, ...layouts } = current.layouts;
  write(userId, {
    active: current.active === name ? (Object.keys(layouts)[0] ?? name) : current.active,
    layouts,
  });
}
