import { appStore } from '../../core/store';
import { paletteAtom } from '../palette/palette-atoms';
import type { Command } from './command';

/** Toggles, so the same shortcut closes an open palette. */
export const openPaletteCommand: Command = {
  action: 'palette.open',
  titleKey: 'command.palette_open',
  icon: 'search',
  run: () => appStore.set(paletteAtom, (palette) => ({ open: !palette.open, page: 'root' })),
};
