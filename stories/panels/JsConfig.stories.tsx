import type { Meta } from '@storybook/react-vite';
import { analyticsSnippetAnswers } from '../fixtures/analytics-snippet';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'js_config',
  ...analyticsSnippetAnswers,
  menu: customerMenu,
  shows: { populated: 'G-AB12CD34EF', empty: 'js_config.preview_off' },
});

/**
 * The analytics snippet (`js_config`, customers): Google Analytics 4 on, with the exact markup the
 * landing pages carry. "Empty" is a customer who never set one up.
 */
const meta = { title: 'Panels/Codes/Analytics snippet', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
