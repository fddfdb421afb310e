import type { Meta } from '@storybook/react-vite';
import { orderCustomerAnswers } from '../fixtures/agents';
import { agentMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'order_customer',
  ...orderCustomerAnswers,
  menu: agentMenu,
  shows: { populated: 'yunda_kf', empty: 'table.empty_title' },
});

/** The orders of an agent's customers (`order_customer`), read-only. */
const meta = { title: 'Panels/Agents/Customer orders', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
