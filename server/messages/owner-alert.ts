import { eq } from 'drizzle-orm';
import { telegramBindings } from '../db/schema';
import type { Db } from '../db/store';
import type { Hub } from '../realtime/hub';
import { noticeMessage } from '../telegram/message-text';
import { enqueueTelegram } from '../telegram/outbox';
import type { Notice } from './notice';
import { sendNotice } from './service';

export type OwnerAlertDeps = { db: Db; realtime: Pick<Hub, 'sendNotice'>; now: () => Date };

/**
 * Tells an owner something about their codes everywhere they may be: a site message, a toast on
 * their open consoles, and a Telegram message to each chat they bound — queued, and sent by the
 * Telegram job, so a Telegram that is down delays nothing. `good`: news that is good (a toast
 * without alarm).
 */
export async function alertOwner(
  deps: OwnerAlertDeps,
  ownerId: number,
  notice: Notice,
  good = false,
): Promise<void> {
  await sendNotice(deps.db, [ownerId], notice);
  const chats = await deps.db
    .select({ chatId: telegramBindings.chatId, language: telegramBindings.languageCode })
    .from(telegramBindings)
    .where(eq(telegramBindings.userId, ownerId));
  await enqueueTelegram(
    deps.db,
    chats.map((chat) => ({ chatId: chat.chatId, text: noticeMessage(chat.language, notice) })),
    deps.now(),
  );
  await deps.realtime.sendNotice(ownerId, notice, good);
}
