import { atom } from 'jotai';
import type { Locale } from '../../../contract/enums';
import type { Catalogue } from '../../i18n/catalogues';
import { appStore } from '../store';

/**
 * Public pages need the public part of a catalogue (about 2 kB compressed); the console needs all
 * of it (about 40 kB). Each part of each language is a chunk of its own, fetched when first shown.
 */
export type CataloguePart = 'public' | 'console';

type Loader = () => Promise<{ default: Catalogue }>;

const LOADERS: Record<CataloguePart, Record<Locale, Loader>> = {
  public: {
    'zh-CN': () => import('virtual:public-messages/zh-CN'),
    'en-US': () => import('virtual:public-messages/en-US'),
    'sw-KE': () => import('virtual:public-messages/sw-KE'),
  },
  console: {
    'zh-CN': () => import('../../i18n/zh-CN.json'),
    'en-US': () => import('../../i18n/en-US.json'),
    'sw-KE': () => import('../../i18n/sw-KE.json'),
  },
};

/** What the pages shown so far need: the public part until the console is entered. */
let needed: CataloguePart = 'public';
const loaded = new Map<Locale, { catalogue: Catalogue; part: CataloguePart }>();
const loading = new Map<string, Promise<Catalogue>>();

/** Counts the catalogues that have arrived, so what renders with messages renders again. */
export const cataloguesArrivedAtom = atom(0);

/** A language's messages that are here, whichever part. */
export function shownCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale)?.catalogue;
}

/** A language's messages, when the part the pages need is here. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  const entry = loaded.get(locale);
  return entry && (entry.part === 'console' || needed === 'public') ? entry.catalogue : undefined;
}

/** The first language whose messages are here, for text asked for before its own arrive. */
export function anyLoadedLocale(): Locale | undefined {
  return loaded.keys().next().value;
}

function arrived(locale: Locale, part: CataloguePart, catalogue: Catalogue): void {
  // The console part holds the public one: a late public answer does not replace it.
  if (loaded.get(locale)?.part === 'console') return;
  loaded.set(locale, { catalogue, part });
  appStore.set(cataloguesArrivedAtom, (count) => count + 1);
}

/** Fetches the needed part of a language's messages once; later calls answer the same. */
export function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const present = loadedCatalogue(locale);
  if (present) return Promise.resolve(present);
  const part = needed;
  const key = `${part}:${locale}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = LOADERS[part][locale]().then(
      (module) => {
        arrived(locale, part, module.default);
        loading.delete(key);
        return module.default;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** On entering the console: every message from now on, starting with the shown language's. */
export function needConsoleCatalogue(locale: Locale): Promise<Catalogue> {
  needed = 'console';
  return loadCatalogue(locale);
}

/** Every catalogue at once, already in memory: for tests and stories, which render synchronously. */
export function provideCatalogues(catalogues: Partial<Record<Locale, Catalogue>>): void {
  for (const [locale, catalogue] of Object.entries(catalogues) as [Locale, Catalogue][]) {
    loaded.set(locale, { catalogue, part: 'console' });
  }
}
