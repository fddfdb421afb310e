import type { Meta } from '@storybook/react-vite';
import { DEFAULT_LOCALE } from '../../contract/enums';
import { intlFor } from '../../src/core/i18n/intl';
import {
  telegramBindingAnswers,
  telegramBotProblemAnswers,
  telegramUnconfiguredAnswers,
} from '../fixtures/domain-monitor';
import { administratorMenu, customerMenu } from '../fixtures/menus';
import { shownElement } from '../fixtures/money-ledger';
import { type PanelInTab, panelStories } from '../fixtures/panel-stories';

const fixture = { panelId: 'telegram_bot_binding', menu: administratorMenu };
const panel = panelStories({
  ...fixture,
  ...telegramBindingAnswers,
  shows: { populated: 'kotieno', empty: 'telegram_ui.not_bound_title' },
});
/** A customer: their own card only, since the list of everyone's bindings is not theirs. */
const customer = panelStories({
  ...fixture,
  ...telegramBindingAnswers,
  menu: customerMenu,
  shows: { populated: 'lin_xinyue', empty: 'telegram_ui.not_bound_title' },
});
/** Someone not bound yet who asked for a code: the code, its countdown and the bot's link. */
const asking = panelStories({
  ...fixture,
  populated: telegramBindingAnswers.empty,
  empty: telegramBindingAnswers.empty,
  support: telegramBindingAnswers.support,
  menu: customerMenu,
  shows: { populated: 'LC7F3K9Q', empty: 'telegram_ui.not_bound_title' },
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(await shownElement(canvasElement, '[data-action="telegram/bind_code"]'));
  },
});
const unconfigured = panelStories({
  ...fixture,
  ...telegramUnconfiguredAnswers,
  shows: {
    populated: intlFor(DEFAULT_LOCALE).formatMessage({ id: 'telegram_ui.not_configured' }),
    empty: 'telegram_ui.not_bound_title',
  },
});
/** The bot's token was revoked: the card says codes and alerts do not get through. */
const broken = panelStories({
  ...fixture,
  ...telegramBotProblemAnswers,
  shows: { populated: '401: Unauthorized', empty: 'telegram_ui.not_bound_title' },
});

/**
 * Telegram binding (`telegram_bot_binding`): the signed-in administrator bound, with everyone's
 * bindings below and unbinding one or several. "Empty" is someone not bound yet; the further
 * stories show a customer's view, a code being used, a platform without a bot and a bot that
 * stopped working.
 */
const meta = { title: 'Panels/Platform/Telegram binding', ...panel.meta } satisfies Meta<typeof PanelInTab>;
export default meta;

export const Populated = panel.Populated;
export const Dark = panel.Dark;
export const Empty = panel.Empty;
export const Loading = panel.Loading;
export const Forbidden = panel.Forbidden;
export const Customer = customer.Populated;
export const CodeShown = asking.Populated;
export const NotConfigured = unconfigured.Populated;
export const BotProblem = broken.Populated;

const failed = panel.Failed;

export { failed as Error };
