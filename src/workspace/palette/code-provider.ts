import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { isPageGranted } from '../../core/menu/menu-tree';
import { hasButton } from '../../core/permissions/use-can';
import { menuTreeAtom } from '../../core/session/atoms';
import { openCodeEditor } from '../../features/codes/open-code-editor';
import { searchCodes } from '../../features/codes/search-codes';
import type { CodeRow } from '../../features/codes/use-code-list';
import { type PaletteItem, type PaletteProvider, registerPaletteProvider } from './palette-providers';

/** Typing pauses this long before the server is asked, so a fast typist sends one search. */
const SEARCH_DELAY_MS = 200;

/**
 * The user's codes by name or suffix (SPEC §2): the server searches as the query changes, and
 * picking a code opens its editor. Users who cannot edit codes get no rows.
 */
export const codesProvider: PaletteProvider = {
  id: 'codes',
  headingKey: 'palette.group_codes',
  useItems(query) {
    const menu = useAtomValue(menuTreeAtom);
    const allowed =
      isPageGranted(menu, 'set_qr_code') &&
      hasButton(menu, 'qr_code_list/inquire') &&
      hasButton(menu, 'qr_code_list/details');
    const text = query.trim();
    const [found, setFound] = useState<{ query: string; rows: CodeRow[] }>({ query: '', rows: [] });
    useEffect(() => {
      if (!allowed || text === '') return;
      let current = true;
      const timer = setTimeout(() => {
        searchCodes(text).then(
          (rows) => current && setFound({ query: text, rows }),
          () => current && setFound({ query: text, rows: [] }),
        );
      }, SEARCH_DELAY_MS);
      return () => {
        current = false;
        clearTimeout(timer);
      };
    }, [allowed, text]);
    if (!allowed || text === '') return [];
    return found.rows.map(
      (row): PaletteItem => ({
        id: `code:${row.id}`,
        label: row.name,
        icon: 'barcode',
        hint: row.file_name,
        keywords: [row.file_name],
        preMatched: true,
        run: () => void openCodeEditor(row.id),
      }),
    );
  },
};

registerPaletteProvider(codesProvider);
