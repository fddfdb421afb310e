import type { Meta } from '@storybook/react-vite';
import { shortCodeAnswers } from '../fixtures/codes';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'short_code',
  ...shortCodeAnswers,
  shows: { populated: 'dwz.xinyue.cn', empty: 'short_links.empty_title' },
});

/**
 * Shortening a link (`short_code`) on one of the operator's short domains, and where the bare
 * domain leads (its entry page); without a short domain the panel says who assigns one.
 */
const meta = { title: 'Panels/Codes/Shorten a link', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
