import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/store';
import { type LeasedLoop, startLeasedLoop } from '../jobs/lease';
import type { SecretBox } from '../security/secrets';
import { openExternalSecret } from '../settings/platform';
import { readSetting, writeSetting } from '../settings/store';
import { bindFromMessage } from './binding';
import { createTelegramClient, type TelegramClient } from './client';
import { deliverDue, enqueueTelegram } from './outbox';

/** The external-service key holding the bot token (sealed with the master key). */
export const TELEGRAM_PLATFORM = 'telegram_bot';
export const DEFAULT_TELEGRAM_API_ROOT = 'https://api.telegram.org';

/** Where polling stands, the bot's name for the token it was read with, and why the last round failed. */
type TelegramState = { offset: number; username: string; tokenHash: string; problem?: string | null };
const STATE_KEY = 'telegram_state';
const NO_STATE: TelegramState = { offset: 0, username: '', tokenHash: '', problem: null };

export type TelegramService = {
  /** One round: the messages people sent the bot (binding codes), then the messages due out. */
  round(): Promise<void>;
  /**
   * Whether a bot token is stored, the bot's @name once known (empty before the first round or
   * without a token), and why the last round failed (or null).
   */
  status(): Promise<{ configured: boolean; botUsername: string; problem: string | null }>;
  stop(): Promise<void>;
};

export type TelegramOptions = {
  db: Db;
  secrets: SecretBox;
  apiRoot?: string;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Long-poll length; 0 in tests, which run rounds themselves. */
  pollSeconds: number;
  /** Whether this process polls and sends by itself (under a lease); tests turn it off. */
  run: boolean;
  holder: string;
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 16);

export function createTelegramService(options: TelegramOptions): TelegramService {
  const { db, secrets, now } = options;
  const apiRoot = options.apiRoot ?? DEFAULT_TELEGRAM_API_ROOT;
  let cached: { tokenHash: string; client: TelegramClient } | null = null;
  const aborter = new AbortController();

  const clientFor = (token: string) => {
    const tokenHash = hashOf(token);
    if (cached?.tokenHash !== tokenHash)
      cached = { tokenHash, client: createTelegramClient(token, apiRoot, options.pollSeconds) };
    return cached;
  };

  /** A round, with its failure kept where the console shows it ("401: Unauthorized" for a wrong token). */
  async function round() {
    try {
      await pollAndSend();
      await noteProblem(null);
    } catch (error) {
      await noteProblem(error instanceof Error ? error.message.slice(0, 300) : String(error));
      throw error;
    }
  }

  async function noteProblem(problem: string | null) {
    const state = await readSetting(db, STATE_KEY, NO_STATE);
    if ((state.problem ?? null) !== problem) await writeSetting(db, STATE_KEY, { ...state, problem });
  }

  async function pollAndSend() {
    const key = await openExternalSecret(db, secrets, TELEGRAM_PLATFORM);
    if (!key) return;
    const { client, tokenHash } = clientFor(key.secret);
    let state = await readSetting(db, STATE_KEY, NO_STATE);
    if (state.tokenHash !== tokenHash) {
      // Another bot: its updates count from its own start.
      state = { offset: 0, username: await client.botUsername(), tokenHash, problem: state.problem ?? null };
      await writeSetting(db, STATE_KEY, state);
    }
    const messages = await client.updates(state.offset, aborter.signal);
    for (const message of messages) {
      if (message.chatId && message.text) {
        const reply = await bindFromMessage(db, message, now());
        await enqueueTelegram(db, [{ chatId: message.chatId, text: reply }], now());
      }
      state = { ...state, offset: message.updateId + 1 };
      await writeSetting(db, STATE_KEY, state);
    }
    await deliverDue(db, client, now());
  }

  const loop: LeasedLoop | null = options.run
    ? startLeasedLoop({
        db,
        name: 'telegram',
        holder: options.holder,
        everyMs: 1000,
        // A long poll is a round: the lease outlives it.
        leaseRounds: Math.max(5, options.pollSeconds + 5),
        maxBackoffMs: 5 * 60_000,
        now,
        log: options.log,
        round,
      })
    : null;

  return {
    round,
    async status() {
      const key = await openExternalSecret(db, secrets, TELEGRAM_PLATFORM);
      const state = await readSetting(db, STATE_KEY, NO_STATE);
      return {
        configured: key !== null,
        // The name read with another token is not this bot's.
        botUsername: key && state.tokenHash === hashOf(key.secret) ? state.username : '',
        problem: state.problem ?? null,
      };
    },
    async stop() {
      aborter.abort();
      await loop?.stop();
    },
  };
}
