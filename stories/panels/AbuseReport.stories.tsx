import type { Meta } from '@storybook/react-vite';
import { abuseReportAnswers } from '../fixtures/abuse-reports';
import { superAdminMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'abuse_report',
  ...abuseReportAnswers,
  menu: superAdminMenu,
  shows: { populated: 'quick_loans_88', empty: 'abuse_report.empty_title' },
});

/**
 * The abuse report queue (`abuse_report`, administrators), a described resource: each report with
 * its code, owner, category, status and signals; the detail puts the report beside its code, with
 * one-click suspend.
 */
const meta = { title: 'Panels/Abuse/Reports', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
