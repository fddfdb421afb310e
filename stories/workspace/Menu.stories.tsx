import type { Meta, StoryObj } from '@storybook/react-vite';
import { SideMenu } from '../../src/workspace/menu/SideMenu';
import { TopMenu } from '../../src/workspace/menu/TopMenu';
import { useVisibleMenu } from '../../src/workspace/menu/use-menu';
import { seedConsole } from '../fixtures/console';

/** The left menu (210 px) with the focused panel highlighted; pages without a panel are not shown. */
const meta: Meta<typeof SideMenu> = {
  title: 'Workspace/Menu',
  component: SideMenu,
  beforeEach: () => seedConsole('language_list'),
  render: () => (
    <aside className="lc-sidebar" style={{ width: 210, height: 360 }}>
      <SideMenu />
    </aside>
  ),
};
export default meta;

type Story = StoryObj<typeof SideMenu>;

export const LeftLight: Story = {};

export const LeftDark: Story = { globals: { theme: 'dark' } };

export const LeftEnglish: Story = { globals: { locale: 'en-US' } };

function TopMode() {
  return (
    <header className="lc-header">
      <TopMenu nodes={useVisibleMenu()} />
    </header>
  );
}

/** Top mode: the whole menu in the header, groups as dropdowns (left width 0). */
export const TopLight: Story = { render: () => <TopMode /> };

export const TopDark: Story = { render: () => <TopMode />, globals: { theme: 'dark' } };
