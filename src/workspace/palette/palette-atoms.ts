import { atom } from 'jotai';

/** The palette's pages: the root list, and the pickers some actions open. */
export type PalettePage = 'root' | 'languages' | 'layouts' | 'save_layout';

export const paletteAtom = atom<{ open: boolean; page: PalettePage }>({ open: false, page: 'root' });
