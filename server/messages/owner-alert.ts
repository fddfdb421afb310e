import { eq } from 'drizzle-orm';
import { telegramBindings } from '../db/schema';
import type { Db } from '../db/store';
import type { Hub } from '../realtime/hub';
import { noticeMessage } from '../telegram/message-text';
import { enqueueTelegram } from '../telegram/outbox';
import { queueWebhookEvent, type WebhookEventInput } from '../webhooks/outbox';
import type { Notice } from './notice';
import { sendNotice } from './service';

export type OwnerAlertDeps = { db: Db; realtime: Pick<Hub, 'sendNotice'>; now: () => Date };

/**
 * Tells an owner something about their codes everywhere they may be: a site message, a toast on
 * their open consoles, and a Telegram message to each chat they bound — queued, and sent by the
 * Telegram job, so a Telegram that is down delays nothing. `good`: news that is good (a toast
 * without alarm). `event`: the webhook event the same news is (a code ran out), queued for the
 * owner's endpoints that asked for it — every alert about codes passes here, so none is missed.
 */
export async function alertOwner(
  deps: OwnerAlertDeps,
  ownerId: number,
  notice: Notice,
  good = false,
  event?: Pick<WebhookEventInput, 'type' | 'data'>,
): Promise<void> {
  await sendNotice(deps.db, [ownerId], notice);
  if (event) await queueWebhookEvent(deps.db, { ...event, ownerId, at: deps.now() });
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
