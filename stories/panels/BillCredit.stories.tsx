import type { Meta } from '@storybook/react-vite';
import { administratorMenu } from '../fixtures/menus';
import { billCreditAnswers } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const panel = panelStories({
  panelId: 'bill_credit',
  ...billCreditAnswers,
  menu: administratorMenu,
  shows: { populated: 'qingshan_tea', empty: 'table.empty_title' },
});

/** The recharge credits of the ledger (`bill_credit`, administrators), by the chain watcher or by hand. */
const meta = { title: 'Panels/Money/Recharge credits', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };
