import type { Meta } from '@storybook/react-vite';
import { domainListAnswers } from '../fixtures/domains';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'domain_list',
  ...domainListAnswers,
  menu: customerMenu,
  shows: { populated: 'qr.xinyue-hz.cn', empty: 'table.empty_title' },
});

/**
 * The operator's own domains (`domain_list`): entry, short and landing domains with how many codes use
 * each.
 */
const meta = { title: 'Panels/Domains/My domains', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
