import type { Meta } from '@storybook/react-vite';
import { homeAnswers } from '../fixtures/dashboards';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'home',
  ...homeAnswers,
  menu: customerMenu,
  shows: { populated: '12 月 1 日凌晨 2:00–4:00 系统维护通知', empty: 'statistics.no_notices' },
});

/**
 * The customer's dashboard (`home`): balance, membership, codes, today's visits against yesterday, the
 * week and the platform's notices. "Empty" is a customer who registered today.
 */
const meta = { title: 'Panels/Statistics/Home', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
