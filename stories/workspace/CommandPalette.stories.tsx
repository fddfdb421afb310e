import type { Meta, StoryObj } from '@storybook/react-vite';
import { appStore } from '../../src/core/store';
import { CommandPalette } from '../../src/workspace/palette/CommandPalette';
import { type PalettePage, paletteAtom } from '../../src/workspace/palette/palette-atoms';
import { seedConsole } from '../fixtures/console';

const openOn = (page: PalettePage) => () => {
  seedConsole();
  appStore.set(paletteAtom, { open: true, page });
};

/** The command palette (Ctrl/⌘+K): panels the user may open and every action with its shortcut. */
const meta: Meta<typeof CommandPalette> = {
  title: 'Workspace/Command palette',
  component: CommandPalette,
  beforeEach: openOn('root'),
  render: () => (
    <div style={{ height: 560 }}>
      <CommandPalette />
    </div>
  ),
};
export default meta;

type Story = StoryObj<typeof CommandPalette>;

export const Light: Story = {};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Swahili: Story = { globals: { locale: 'sw-KE' } };

/** The language picker the `language.switch` shortcut opens. */
export const LanguagePicker: Story = { beforeEach: openOn('languages') };

/** The name prompt of "save layout as…". */
export const SaveLayout: Story = { beforeEach: openOn('save_layout'), globals: { theme: 'dark' } };
