import type { Meta } from '@storybook/react-vite';
import { shieldConfigurationAnswers } from '../fixtures/domain-monitor';
import { administratorMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'shield_configuration',
  ...shieldConfigurationAnswers,
  menu: administratorMenu,
  shows: { populated: 'tianmu_edu', empty: 'shield_ui.empty_title' },
});

/**
 * The flagged-domain policy (`shield_configuration`, administrators): the platform default keeps
 * serving, one operator pauses, the others follow the default.
 */
const meta = { title: 'Panels/Domains/Flagged domain policy', ...panel.meta } satisfies Meta<
  typeof PanelInTab
>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
