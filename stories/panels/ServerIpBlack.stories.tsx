import type { Meta } from '@storybook/react-vite';
import { serverIpBlackAnswers } from '../fixtures/domains';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'server_ip_black',
  ...serverIpBlackAnswers,
  menu: superAdminMenu,
  shows: { populated: '盗用活码引流', empty: 'table.empty_title' },
});

/**
 * Visitors the redirect service refuses (`server_ip_black`, administrators): scrapers and click farms.
 */
const meta = { title: 'Panels/Domains/Visitor blacklist', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
