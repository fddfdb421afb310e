import { appStore } from '../../core/store';
import { paletteAtom } from '../palette/palette-atoms';
import type { Command } from './command';

/** Opens the palette's list of named layouts. */
export const switchLayoutCommand: Command = {
  action: 'layout.switch',
  titleKey: 'command.layout_switch',
  icon: 'control',
  run: () => appStore.set(paletteAtom, { open: true, page: 'layouts' }),
};

/** Opens the palette's name prompt; Enter saves the current arrangement under that name. */
export const saveLayoutCommand: Command = {
  action: 'layout.save',
  titleKey: 'command.layout_save',
  icon: 'floppy-disk',
  run: () => appStore.set(paletteAtom, { open: true, page: 'save_layout' }),
};
