import type { Meta } from '@storybook/react-vite';
import { codeListAnswers, codeSupport } from '../fixtures/codes';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'recover',
  ...codeListAnswers,
  support: codeSupport,
  shows: { populated: '国庆门店促销（已结束）', empty: 'table.empty_title' },
});

/**
 * The trash (`recover`): codes taken out of service, with when they were removed and a restore button on
 * each.
 */
const meta = { title: 'Panels/Codes/Trash', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
