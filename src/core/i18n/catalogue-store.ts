import { atom } from 'jotai';
import type { Locale } from '../../../contract/enums';
import type { Catalogue } from '../../i18n/catalogues';
import { appStore } from '../store';

/**
 * Each language's messages are a chunk of their own, fetched when the language is first shown:
 * a page carries one catalogue, not all three (each is about 40 kB compressed).
 */
const LOADERS: Record<Locale, () => Promise<{ default: Catalogue }>> = {
  'zh-CN': () => import('../../i18n/zh-CN.json'),
  'en-US': () => import('../../i18n/en-US.json'),
  'sw-KE': () => import('../../i18n/sw-KE.json'),
};

const loaded = new Map<Locale, Catalogue>();
const loading = new Map<Locale, Promise<Catalogue>>();

/** Counts the catalogues that have arrived, so what renders with messages renders again. */
export const cataloguesArrivedAtom = atom(0);

export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale);
}

/** The first language whose messages are here, for text asked for before its own arrive. */
export function anyLoadedLocale(): Locale | undefined {
  return loaded.keys().next().value;
}

/** Fetches a language's messages once; later calls answer the same promise or the catalogue. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const present = loaded.get(locale);
  if (present) return Promise.resolve(present);
  let pending = loading.get(locale);
  if (!pending) {
    pending = LOADERS[locale]().then(
      (module) => {
        loaded.set(locale, module.default);
        loading.delete(locale);
        appStore.set(cataloguesArrivedAtom, (count) => count + 1);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(locale);
        throw error;
      },
    );
    loading.set(locale, pending);
  }
  return pending;
}

/** Every catalogue at once, already in memory: for tests and stories, which render synchronously. */
export function provideCatalogues(catalogues: Partial<Record<Locale, Catalogue>>): void {
  for (const [locale, catalogue] of Object.entries(catalogues) as [Locale, Catalogue][]) {
    loaded.set(locale, catalogue);
  }
}
