import type { Meta } from '@storybook/react-vite';
import { codeListAnswers, codeSupport, groupAnswers } from '../fixtures/codes';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'internal_code_grouping',
  populated: { ...groupAnswers.populated, ...codeListAnswers.populated },
  empty: { ...groupAnswers.empty, ...codeListAnswers.empty },
  support: codeSupport,
  menu: customerMenu,
  shows: { populated: '西湖银泰门店活码', empty: 'codes.no_groups' },
});

/**
 * Grouping codes (`internal_code_grouping`): the groups on the left, the picked group's codes on the
 * right, ready to be moved. "Empty" is an operator with neither groups nor codes.
 */
const meta = { title: 'Panels/Codes/Grouping', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
