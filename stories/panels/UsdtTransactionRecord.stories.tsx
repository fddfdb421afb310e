import type { Meta, StoryObj } from '@storybook/react-vite';
import { administratorMenu } from '../fixtures/menus';
import { usdtTransactionRecordAnswers, usdtTransactionRecordBehindAnswers } from '../fixtures/money-tron';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const fixture = {
  panelId: 'usdt_transaction_record',
  menu: administratorMenu,
  shows: { populated: 'qingshan_tea', empty: 'table.empty_title' as const },
};
const panel = panelStories({ ...fixture, ...usdtTransactionRecordAnswers });
const behind = panelStories({ ...fixture, ...usdtTransactionRecordBehindAnswers });

/**
 * Incoming USDT transfers (`usdt_transaction_record`, administrators): credited, confirming, failed
 * on chain and recorded but not credited, each with its reason; above them, how the chain watcher
 * stands. The empty story is a fresh installation, where no TronGrid is configured.
 */
const meta = { title: 'Panels/Money/USDT transfers', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;

const failed = panel.Failed;

export { failed as Error };

/** The watcher is seven minutes behind, held up by TronGrid throttling one address. */
export const WatcherBehind: StoryObj<typeof PanelInTab> = behind.Populated;
