import type { Meta } from '@storybook/react-vite';
import { attentionAnswers } from '../fixtures/code-attention';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'code_attention',
  ...attentionAnswers,
  menu: customerMenu,
  shows: { populated: '周末徒步群', empty: 'attention.empty_title' },
});

/**
 * The operator's codes that need new group QR codes (`code_attention`): one with none left, two
 * running low, one expiring this afternoon. "Empty" is an operator whose codes are all fine.
 */
const meta = { title: 'Panels/Codes/Needs attention', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
