import type { Meta } from '@storybook/react-vite';
import { domainRecordAnswers } from '../fixtures/domains';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'export_domain_resolution',
  ...domainRecordAnswers,
  menu: customerMenu,
  shows: { populated: '_livecode.m.xinyue-shop.cn', empty: 'domain_records.empty' },
});

/**
 * The DNS records the operator's domains need (`export_domain_resolution`): the TXT record proving
 * control and where each domain points, to copy, or to download as CSV or a zone-file snippet.
 */
const meta = { title: 'Panels/Domains/DNS records', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
