import type { Meta } from '@storybook/react-vite';
import { codeSupport } from '../fixtures/codes';
import { monitorAnswers, monitorConfig } from '../fixtures/live';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'monitor',
  ...monitorAnswers,
  support: codeSupport,
  menu: customerMenu,
  config: monitorConfig,
  emptyConfig: { ids: [] },
  shows: { populated: '导购小林', empty: 'monitor.empty_title' },
});

/**
 * A monitor wall (`monitor`, tab configuration `{ids}`) of six codes: today's visits and how far each
 * serving destination is through its threshold. "Empty" is a wall nobody has put a code on yet.
 */
const meta = { title: 'Panels/Live/Monitor wall', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
