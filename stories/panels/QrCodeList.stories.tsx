import type { Meta } from '@storybook/react-vite';
import { codeListAnswers, codeSupport } from '../fixtures/codes';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'qr_code_list',
  ...codeListAnswers,
  support: codeSupport,
  shows: { populated: '西湖银泰门店活码', empty: 'table.empty_title' },
});

/**
 * The operator's live codes (`qr_code_list`): the shared code table with its filters, bulk actions, status
 * switches and row menus; empty, it offers to create the first code.
 */
const meta = { title: 'Panels/Codes/Code list', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
