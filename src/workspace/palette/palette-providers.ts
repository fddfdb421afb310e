import type { IconName } from '@blueprintjs/icons';
import type { MessageKey } from '../../i18n/catalogues';

/** One row of the palette. */
export type PaletteItem = {
  /** Unique across the palette; cmdk also matches the search text against it. */
  id: string;
  label: string;
  icon?: IconName;
  /** More text the search matches, e.g. the label in the other languages or a code's suffix. */
  keywords?: string[];
  /** Secondary text at the right, e.g. a code's suffix. */
  hint?: string;
  /** Keymap combos shown beside the row. */
  shortcut?: readonly string[];
  run(): void;
};

/**
 * A source of palette rows. `useItems` is a React hook (a provider may fetch, e.g. the user's codes
 * by suffix as the query changes). Results that come from a server search should carry the query
 * in `keywords` so the palette's own filter keeps them.
 */
export type PaletteProvider = {
  id: string;
  headingKey: MessageKey;
  useItems(query: string): PaletteItem[];
};

const providers: PaletteProvider[] = [];
const listeners = new Set<() => void>();

/** Adds a provider to the palette's root page; answers the function that removes it again. */
export function registerPaletteProvider(provider: PaletteProvider): () => void {
  if (!providers.some((known) => known.id === provider.id)) {
    providers.push(provider);
    for (const listener of listeners) listener();
  }
  return () => {
    const index = providers.indexOf(provider);
    if (index >= 0) providers.splice(index, 1);
    for (const listener of listeners) listener();
  };
}

export function paletteProviders(): readonly PaletteProvider[] {
  return providers;
}

/** For `useSyncExternalStore` in the palette, so providers registered late still show up. */
export function subscribeToProviders(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
