import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { isPageGranted } from '../../core/menu/menu-tree';
import { openPanel } from '../../core/panels/open-panel';
import { menuTreeAtom } from '../../core/session/atoms';
import { panels } from '../../panels/registry';
import { commands } from '../commands';
import { keymap } from './keymap';
import { splitKeywords } from './palette-match';
import { type PaletteItem, type PaletteProvider, registerPaletteProvider } from './palette-providers';

/**
 * Panels the user may open, found by their title and keywords in the viewer's language: the words
 * on screen are the words a reader types.
 */
export const panelsProvider: PaletteProvider = {
  id: 'panels',
  headingKey: 'palette.group_panels',
  useItems() {
    const intl = useIntl();
    const menu = useAtomValue(menuTreeAtom);
    return useMemo<PaletteItem[]>(
      () =>
        panels
          .filter((panel) => isPageGranted(menu, panel.permission))
          .map((panel) => ({
            id: `panel:${panel.id}`,
            label: intl.formatMessage({ id: panel.titleKey }),
            icon: panel.icon,
            keywords: panel.keywordsKey ? splitKeywords(intl.formatMessage({ id: panel.keywordsKey })) : [],
            run: () => openPanel(panel.id),
          })),
      [intl, menu],
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
