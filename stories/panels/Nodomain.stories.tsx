import type { Meta } from '@storybook/react-vite';
import { nodomainAnswers } from '../fixtures/domain-policies';
import { customerMenu } from '../fixtures/menus';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'nodomain',
  ...nodomainAnswers,
  menu: customerMenu,
  shows: { populated: 'rateGift', empty: 'trouble_ui.empty_title' },
});

/**
 * The operator's codes on domains in trouble (`nodomain`): three on `u6k.cn`, paused since WeChat
 * flagged it, and two on `dwz.xinyue.cn`, whose HTTPS checks time out. "Empty" is an operator with
 * no domain flagged or failing.
 */
const meta = { title: 'Panels/Domains/Codes on flagged domains', ...panel.meta } satisfies Meta<
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
