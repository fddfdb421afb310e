import type { Meta } from '@storybook/react-vite';
import { customerAnswers } from '../fixtures/agents';
import { agentMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'user_customer',
  ...customerAnswers,
  menu: agentMenu,
  shows: { populated: '杭州美甲店', empty: 'table.empty_title' },
});

/** An agent's customers (`user_customer`): their membership and package, and what they spent. */
const meta = { title: 'Panels/Agents/Customers', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
