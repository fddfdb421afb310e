import type { Meta, StoryObj } from '@storybook/react-vite';
import { administratorMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';
import { serverListAnswers, serverListTroubleAnswers } from '../fixtures/servers';

const fixture = {
  panelId: 'server_list',
  menu: administratorMenu,
  shows: { populated: 'lc-web-1:3000', empty: 'server_ui.empty_title' as const },
};
const panel = panelStories({ ...fixture, ...serverListAnswers });
/** Shown by a job only this story has, so the render test knows the troubled answer arrived. */
const troubled = panelStories({
  ...fixture,
  ...serverListTroubleAnswers,
  shows: { ...fixture.shows, populated: 'report-mailer' },
});

/**
 * The processes of the deployment (`server_list`, administrators): three nodes beating every ten
 * seconds, with the jobs each was elected for, what it redirects, its journal backlog, memory and
 * Redis ports. "Empty" is a list no process has written to yet.
 */
const meta = { title: 'Panels/Platform/Servers', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/**
 * Redis is away: one node decides alone (every port degraded, its journal behind), one is giving
 * its counts back, and one stopped beating — shown down with how long it has been silent.
 */
export const NodeDownRedisDegraded: StoryObj<typeof PanelInTab> = troubled.Populated;
