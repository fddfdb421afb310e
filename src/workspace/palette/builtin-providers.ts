import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { LOCALES } from '../../../contract/enums';
import { loadedCatalogue } from '../../core/i18n/catalogue-store';
import { isPageGranted } from '../../core/menu/menu-tree';
import { openPanel } from '../../core/panels/open-panel';
import { menuTreeAtom } from '../../core/session/atoms';
import { panels } from '../../panels/registry';
import { commands } from '../commands';
import { keymap } from './keymap';
import { type PaletteItem, type PaletteProvider, registerPaletteProvider } from './palette-providers';

/** Panels the user may open, findable by their title in any of the three languages. */
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
            keywords: [panel.id, ...LOCALES.map((locale) => loadedCatalogue(locale)?.[panel.titleKey] ?? '')],
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
        keywords: [
          command.action,
          ...LOCALES.map((locale) => loadedCatalogue(locale)?.[command.titleKey] ?? ''),
        ],
        shortcut: keymap[command.action],
        run: () => void command.run(),
      }));
  },
};

registerPaletteProvider(panelsProvider);
registerPaletteProvider(actionsProvider);
