import type { Meta } from '@storybook/react-vite';
import { urlKeyAnswers } from '../fixtures/domain-monitor';
import { administratorMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'url_key_platform',
  ...urlKeyAnswers,
  menu: administratorMenu,
  shows: { populated: 'qq_checker', empty: 'url_key_ui.empty_title' },
});

/**
 * External-service keys (`url_key_platform`, administrators): a WeChat checker read with GET, a
 * POST checker switched off, and a plain lookup key without a secret.
 */
const meta = { title: 'Panels/Settings/External service keys', ...panel.meta } satisfies Meta<
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
