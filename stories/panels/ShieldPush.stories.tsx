import type { Meta } from '@storybook/react-vite';
import { shieldPushAnswers } from '../fixtures/domain-monitor';
import { administratorMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'shield_push',
  ...shieldPushAnswers,
  menu: administratorMenu,
  shows: { populated: 'qr.tianmu-edu.cn', empty: 'shield_ui.push_not_bound' },
});

/**
 * An administrator's own domain alerts (`shield_push`): flagged and failed, for two domains, quiet
 * at night. "Empty" is the defaults of an administrator who has not bound Telegram yet.
 */
const meta = { title: 'Panels/Domains/Flag notifications', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
