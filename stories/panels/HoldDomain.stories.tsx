import type { Meta } from '@storybook/react-vite';
import { holdDomainAnswers } from '../fixtures/domains';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'hold_domain',
  ...holdDomainAnswers,
  menu: superAdminMenu,
  shows: { populated: 'qr.tianmu-edu.cn', empty: 'table.empty_title' },
});

/**
 * The platform's domain pool (`hold_domain`, administrators): who holds each domain, how many codes use
 * it, and how it fares in WeChat.
 */
const meta = { title: 'Panels/Domains/Domain pool', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
