import { panel } from '../../core/panels/types';

/**
 * Telegram binding (SPEC §8): everyone binds their own chat with a one-time code sent to the bot;
 * administrators granted the list also see and remove everyone's bindings.
 */
export const telegramBotBindingPanel = panel({
  id: 'telegram_bot_binding',
  icon: 'chat',
  load: () => import('./TelegramBindingPanel'),
});
