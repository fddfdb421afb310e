import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Locale } from '../../../contract/enums';
import { cataloguesArrivedAtom, loadCatalogue, loadedCatalogue } from '../../core/i18n/catalogue-store';
import { intlFor } from '../../core/i18n/intl';
import { isPageGranted } from '../../core/menu/menu-tree';
import { openPanel } from '../../core/panels/open-panel';
import { menuTreeAtom } from '../../core/session/atoms';
import type { MessageKey } from '../../i18n/catalogues';
import { panels } from '../../panels/registry';
import { commands } from '../commands';
import { keymap } from './keymap';
import { pageSearchTerms } from './page-search-terms';
import { splitKeywords } from './palette-match';
import { type PaletteItem, type PaletteProvider, registerPaletteProvider } from './palette-providers';
import { usePinyinReader } from './pinyin-reader';

/**
 * Messages of another language, fetched when the palette first needs them (a reader of one
 * language has only their own); `undefined` until they are here.
 */
function useMessagesIn(locale: Locale): ((key: MessageKey) => string) | undefined {
  // Arrivals render the palette again, and `loadedCatalogue` then answers.
  useAtomValue(cataloguesArrivedAtom);
  const catalogue = loadedCatalogue(locale);
  useEffect(() => {
    void loadCatalogue(locale).catch(() => undefined);
  }, [locale]);
  return useMemo(() => {
    if (!catalogue) return undefined;
    const intl = intlFor(locale);
    return (key: MessageKey) => intl.formatMessage({ id: key });
  }, [catalogue, locale]);
}

/**
 * Panels the user may open, found by their title and keywords in the viewer's language (the words
 * on screen are the words a reader types), and in every language by their English and Chinese
 * titles, their id and the pinyin of their Chinese title (`pageSearchTerms`).
 */
export const panelsProvider: PaletteProvider = {
  id: 'panels',
  headingKey: 'palette.group_panels',
  useItems() {
    const intl = useIntl();
    const menu = useAtomValue(menuTreeAtom);
    const english = useMessagesIn('en-US');
    const chinese = useMessagesIn('zh-CN');
    const readPinyin = usePinyinReader();
    return useMemo<PaletteItem[]>(
      () =>
        panels
          .filter((panel) => isPageGranted(menu, panel.permission))
          .map((panel) => {
            const label = intl.formatMessage({ id: panel.titleKey });
            const titles = {
              shown: label,
              english: english?.(panel.titleKey),
              chinese: chinese?.(panel.titleKey),
            };
            return {
              id: `panel:${panel.id}`,
              label,
              icon: panel.icon,
              keywords: panel.keywordsKey ? splitKeywords(intl.formatMessage({ id: panel.keywordsKey })) : [],
              ...pageSearchTerms(panel.id, titles, readPinyin),
              run: () => openPanel(panel.id),
            };
          }),
      [intl, menu, english, chinese, readPinyin],
    );
  },
};

/** The console's actions with their shortcuts; opening the palette itself is left out. */
export const actionsProvider: PaletteProvider = {
  id: 'actions',
  headingKey: 'palette.group_actions',
  useItems() {
    const intl = useIntl();
    return Object.values(commands)
      .filter((command) => command.action !== 'palette.open' && (command.isAvailable?.() ?? true))
      .map((command) => ({
        id: `action:${command.action}`,
        label: intl.formatMessage({ id: command.titleKey }),
        icon: command.icon,
        keywords: command.keywordsKey ? splitKeywords(intl.formatMessage({ id: command.keywordsKey })) : [],
        shortcut: keymap[command.action],
        run: () => void command.run(),
      }));
  },
};

registerPaletteProvider(panelsProvider);
registerPaletteProvider(actionsProvider);
