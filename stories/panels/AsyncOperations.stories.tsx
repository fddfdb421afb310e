import type { Meta } from '@storybook/react-vite';
import { asyncOperationAnswers } from '../fixtures/live';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'async_operations',
  ...asyncOperationAnswers,
  menu: customerMenu,
  shows: { populated: '导出超时：所选时间范围内记录过多，请缩小范围后重试', empty: 'table.empty_title' },
});

/**
 * Background jobs (`async_operations`): exports running, done with their download, or failed with why.
 */
const meta = { title: 'Panels/Accounts/Exports', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
