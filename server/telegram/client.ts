import type { Api } from 'grammy';
import { fitMessage } from './message-text';

/** What the platform asks of Telegram's Bot API: who the bot is, what people wrote, and sending. */
export type TelegramMessage = {
  updateId: number;
  chatId: string;
  text: string;
  username: string;
  nickName: string;
  languageCode: string;
};

export type TelegramClient = {
  botUsername(): Promise<string>;
  /** Messages from `offset` on; confirming them is asking again with a higher offset. */
  updates(offset: number, signal?: AbortSignal): Promise<TelegramMessage[]>;
  /** Sends plain text (no parse mode: nothing in it is markup), cut to what Telegram takes. */
  send(chatId: string, text: string): Promise<void>;
};

/**
 * grammy, once the first client has loaded it: a server without a bot never does (some 15 MB).
 */
let grammy: typeof import('grammy') | null = null;

async function loadGrammy(): Promise<typeof import('grammy')> {
  grammy ??= await import('grammy');
  return grammy;
}

/** Whether a failure is worth another try: Telegram down or slow, not a refused token or chat. */
export function isRetryable(error: unknown): boolean {
  // Before grammy is loaded no failure can be one of its refusals.
  if (!grammy) return true;
  const { GrammyError, HttpError } = grammy;
  if (error instanceof GrammyError) return error.error_code >= 500 || error.error_code === 429;
  return error instanceof HttpError || !(error instanceof GrammyError);
}

/**
 * The real client library, pointed at `apiRoot` (Telegram, or the local fake in tests and
 * development). Long polling rather than a webhook: it needs no public HTTPS address for the
 * console, works behind NAT, and the lease keeps exactly one process polling.
 */
export function createTelegramClient(token: string, apiRoot: string, pollSeconds: number): TelegramClient {
  let api: Promise<Api> | null = null;
  const connected = () => {
    api ??= loadGrammy().then(({ Api }) => new Api(token, { apiRoot, timeoutSeconds: pollSeconds + 10 }));
    return api;
  };
  return {
    botUsername: async () => (await (await connected()).getMe()).username,
    async updates(offset, signal) {
      const updates = await (await connected()).getUpdates(
        { offset, timeout: pollSeconds, allowed_updates: ['message'] },
        signal,
      );
      return updates.map((update) => ({
        updateId: update.update_id,
        chatId: String(update.message?.chat.id ?? ''),
        text: update.message?.text ?? '',
        username: update.message?.from?.username ?? '',
        nickName: [update.message?.from?.first_name, update.message?.from?.last_name]
          .filter(Boolean)
          .join(' '),
        languageCode: update.message?.from?.language_code ?? '',
      }));
    },
    async send(chatId, text) {
      await (await connected()).sendMessage(chatId, fitMessage(text), {
        link_preview_options: { is_disabled: true },
      });
    },
  };
}
