import type { Meta } from '@storybook/react-vite';
import { checkoutAnswers, checkoutConfig } from '../fixtures/live';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'checkout_ip',
  ...checkoutAnswers,
  menu: superAdminMenu,
  config: checkoutConfig,
  shows: { populated: '阿里云', empty: 'checkout_ip.no_visits' },
});

/**
 * One address looked up (`checkout_ip`, tab configuration `{ip}`): where it is, its network, both
 * blacklists and its latest visits.
 */
const meta = { title: 'Panels/Live/Address lookup', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
