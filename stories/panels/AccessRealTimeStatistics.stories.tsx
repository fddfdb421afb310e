import type { Meta } from '@storybook/react-vite';
import { codeSupport } from '../fixtures/codes';
import { liveFeedAnswers } from '../fixtures/live';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'access_real_time_statistics',
  ...liveFeedAnswers,
  support: codeSupport,
  menu: customerMenu,
  shows: { populated: '西湖银泰门店活码', empty: 'access_real_time_statistics.waiting' },
});

/**
 * The live feed (`access_real_time_statistics`): the last half hour of visits with visits per minute
 * above; in a story no socket brings new ones.
 */
const meta = { title: 'Panels/Live/Live feed', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
