import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { telegramOutbox } from '../db/schema';
import type { Db } from '../db/store';
import { isRetryable, type TelegramClient } from './client';

/** Messages given up on after this many attempts; the first retry waits 30 s, doubling to an hour. */
const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;
const SEND_BATCH = 20;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** Queues messages; a request writes them and goes on, whatever Telegram is doing. */
export async function enqueueTelegram(db: Db, messages: { chatId: string; text: string }[], now: Date) {
  if (messages.length === 0) return;
  await db.insert(telegramOutbox).values(messages.map((message) => ({ ...message, nextAttemptAt: now })));
}

/**
 * Sends what is due, one message at a time in order. A message Telegram refuses for good (a chat
 * that blocked the bot) is given up at once; one that failed because Telegram is down waits its
 * backoff, and the round stops there rather than hammering a service that is down.
 */
export async function deliverDue(db: Db, client: TelegramClient, now: Date): Promise<number> {
  const due = await db
    .select()
    .from(telegramOutbox)
    .where(
      and(
        isNull(telegramOutbox.sentAt),
        isNull(telegramOutbox.failedAt),
        lte(telegramOutbox.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(telegramOutbox.nextAttemptAt), asc(telegramOutbox.id))
    .limit(SEND_BATCH);
  let sent = 0;
  for (const message of due) {
    try {
      await client.send(message.chatId, message.text);
      await db.update(telegramOutbox).set({ sentAt: now }).where(eq(telegramOutbox.id, message.id));
      sent += 1;
    } catch (error) {
      const attempts = message.attempts + 1;
      const retry = isRetryable(error) && attempts < MAX_ATTEMPTS;
      await db
        .update(telegramOutbox)
        .set({
          attempts,
          lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
          ...(retry
            ? { nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)) }
            : { failedAt: now }),
        })
        .where(eq(telegramOutbox.id, message.id));
      if (isRetryable(error)) break;
    }
  }
  return sent;
}
