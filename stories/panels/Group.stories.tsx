import type { Meta } from '@storybook/react-vite';
import { groupAnswers } from '../fixtures/codes';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'group',
  ...groupAnswers,
  shows: { populated: '社群运营', empty: 'table.empty_title' },
});

/**
 * Code groups (`group`), a described resource: search, add, rename, re-sort and delete, with how many codes
 * each group holds.
 */
const meta = { title: 'Panels/Codes/Groups', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
