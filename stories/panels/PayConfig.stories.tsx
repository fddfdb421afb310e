import type { Meta } from '@storybook/react-vite';
import { superAdminMenu } from '../fixtures/menus';
import { payConfigAnswers } from '../fixtures/money-packages';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'pay_config',
  ...payConfigAnswers,
  menu: superAdminMenu,
  shows: { populated: 'TQ5Nq8xWfRzK3mV7bHcJ2dLpY9sA4eGtUo', empty: 'pay_config.section_recharge' },
});

/**
 * The payment settings (`pay_config`, administrators): recharge bounds, order expiry, confirmations and the collection wallet. "Empty" is a fresh installation's defaults.
 */
const meta = { title: 'Panels/Settings/Payments', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
