import type { Meta } from '@storybook/react-vite';
import { blocklistAnswers } from '../fixtures/abuse-screening';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'abuse_blocklist',
  ...blocklistAnswers,
  menu: superAdminMenu,
  shows: { populated: 'free-prize-claim.test', empty: 'table.empty_title' },
});

/**
 * The screening rules (`abuse_blocklist`, administrators), a described resource: blocked hosts and
 * patterns, hosts allowed whatever else matches, and an import of plain lists.
 */
const meta = { title: 'Panels/Abuse/Screening rules', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
