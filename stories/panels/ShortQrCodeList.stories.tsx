import type { Meta } from '@storybook/react-vite';
import { codeSupport, shortLinkAnswers } from '../fixtures/codes';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'short_qr_code_list',
  ...shortLinkAnswers,
  support: codeSupport,
  shows: { populated: '会员福利群 3 群', empty: 'short_links.empty_title' },
});

/**
 * Short links (`short_qr_code_list`): the codes on one of the operator's short domains in both link forms;
 * without a short domain the panel says who assigns one.
 */
const meta = { title: 'Panels/Codes/Short links', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
