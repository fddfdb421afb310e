import { atom } from 'jotai';
import type { IntlShape } from 'react-intl';
import { calls } from '../../../contract/calls';
import { api } from '../../core/api/api';
import { isMessageKey } from '../../core/i18n/intl';
import { appStore } from '../../core/store';
import type { MessageKey } from '../../i18n/catalogues';
import type { Suggestion } from '../../ui/resource/types';
import { type NamedType, typeSuggestions, writeModules } from './log-content';

/** Names of the log types from the dictionary, by key; empty until loaded or when not granted. */
export const logTypeNamesAtom = atom<ReadonlyMap<string, string>>(new Map());

/** The dictionary changes rarely; one answer serves the panel and its filter when opened together. */
const REUSE_MS = 10_000;
let loading: { at: number; types: Promise<NamedType[]> } | null = null;

/**
 * The log type dictionary, read again when the log panel opens (it may have changed since). A
 * role without the `log_type` page is refused; its log then shows the built-in names only.
 */
export function loadLogTypes(now = Date.now()): Promise<NamedType[]> {
  if (!loading || now - loading.at > REUSE_MS) {
    const types = api.call('log_type/inquire', { page: 1, page_size: 500 }).then(
      ({ list }) => {
        appStore.set(logTypeNamesAtom, new Map(list.map((type) => [type.key, type.name])));
        return list;
      },
      () => [],
    );
    loading = { at: now, types };
  }
  return loading.types;
}

/**
 * Modules that are not menu pages but still write (sign-in, layouts, reading messages, access
 * records, one's own Telegram binding).
 */
const MODULE_LABELS: Record<string, MessageKey> = {
  admin: 'log.module.admin',
  layout: 'log.module.layout',
  message: 'log.module.message',
  qr_code_access: 'log.module.qr_code_access',
  // One's own Telegram binding (`telegram/*`) is done on the binding page.
  telegram: 'menu.telegram_bot_binding',
};

/** A type's name: the dictionary's, else the built-in name of its module or menu page. */
export function typeLabel(
  key: string,
  names: ReadonlyMap<string, string>,
  intl: IntlShape,
): string | undefined {
  const named = names.get(key);
  if (named) return named;
  const builtIn = MODULE_LABELS[key];
  if (builtIn) return intl.formatMessage({ id: builtIn });
  const menuKey = `menu.${key}`;
  return isMessageKey(menuKey) ? intl.formatMessage({ id: menuKey }) : undefined;
}

/** Suggestions of the type filter in the reader's language. */
export async function loadTypeSuggestions(intl: IntlShape): Promise<Suggestion[]> {
  const named = await loadLogTypes();
  return typeSuggestions(named, writeModules(calls), (key) => typeLabel(key, new Map(), intl));
}
