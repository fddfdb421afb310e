import type { Meta } from '@storybook/react-vite';
import { detectionAnswers } from '../fixtures/domain-monitor';
import { administratorMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'wx_shield_detection',
  ...detectionAnswers,
  menu: administratorMenu,
  shows: { populated: 'ECONNRESET', empty: 'table.empty_title' },
});

/**
 * The history of single checks (`wx_shield_detection`, administrators): DNS, HTTPS, certificate and
 * reputation rounds with each checker's raw answer.
 */
const meta = { title: 'Panels/Domains/Check history', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
