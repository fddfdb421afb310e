import type { IconName } from '@blueprintjs/icons';
import type { MessageKey } from '../../i18n/catalogues';
import type { PinyinReading } from './palette-match';

/** One row of the palette. */
export type PaletteItem = {
  /** Unique across the palette; the selection follows it. */
  id: string;
  /** What the row says, in the viewer's language; the search matches it first. */
  label: string;
  icon?: IconName;
  /** Other words the search finds the row by, in the viewer's language, e.g. "IP" or a code's suffix. */
  keywords?: readonly string[];
  /** Other names in any language (a page's English title, its id), ranked after the keywords. */
  aliases?: readonly string[];
  /** Chinese titles as pinyin (`pinyin-reader.ts`), so "txsh" finds 提现审核. */
  readings?: readonly PinyinReading[];
  /** The provider matched the row itself (a server search): kept even when no text here matches. */
  preMatched?: boolean;
  /** Secondary text at the right, e.g. a code's suffix. */
  hint?: string;
  /** Keymap combos shown beside the row. */
  shortcut?: readonly string[];
  run(): void;
};

/**
 * A source of palette rows. `useItems` is a React hook (a provider may fetch, e.g. the user's codes
 * by suffix as the query changes). Results that come from a server search say `preMatched`, so the
 * palette's own ranking keeps them.
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
