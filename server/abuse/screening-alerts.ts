import { eq } from 'drizzle-orm';
import type { Locale } from '../../contract/enums';
import { telegramBindings } from '../db/schema';
import type { Db } from '../db/store';
import { type Notice, type NoticeRef, noticeOf, renderParam } from '../messages/notice';
import { sendNotice } from '../messages/service';
import type { Hub } from '../realtime/hub';
import { noticeMessage } from '../telegram/message-text';
import { enqueueTelegram } from '../telegram/outbox';
import type { PausedDestination } from './rescreen';
import { type AddressVerdict, LIST_SOURCE } from './screening';

/** Why screening stopped an address, as a key the reader's language fills in. */
function verdictReasonRef(verdict: Pick<AddressVerdict, 'source' | 'reason'>): NoticeRef {
  return verdict.source === LIST_SOURCE
    ? { key: 'screening.reason_rule', values: { rule: verdict.reason } }
    : {
        key: 'screening.reason_provider',
        values: { provider: verdict.source, reason: verdict.reason || '—' },
      };
}

/** Why screening stopped an address, in the reader's language. */
export function verdictReason(locale: Locale, verdict: Pick<AddressVerdict, 'source' | 'reason'>): string {
  return String(renderParam(locale, verdictReasonRef(verdict)));
}

function pausedNotice(paused: PausedDestination): Notice {
  return noticeOf('notice.destination_paused', {
    code: paused.codeName,
    url: paused.verdict.url,
    reason: verdictReasonRef(paused.verdict),
  });
}

/**
 * Tells an owner that a re-screen paused one of their destinations, the way a domain's holder is
 * told about their domain: a site message, a toast on open consoles, and a queued Telegram message
 * when they bound a chat (sent by the Telegram job, so a Telegram that is down delays nothing).
 */
export function createScreeningAlerts(deps: { db: Db; realtime: Hub; now: () => Date }) {
  return async (paused: PausedDestination): Promise<void> => {
    const notice = pausedNotice(paused);
    await sendNotice(deps.db, [paused.ownerId], notice);
    const chats = await deps.db
      .select({ chatId: telegramBindings.chatId, language: telegramBindings.languageCode })
      .from(telegramBindings)
      .where(eq(telegramBindings.userId, paused.ownerId));
    await enqueueTelegram(
      deps.db,
      chats.map((chat) => ({ chatId: chat.chatId, text: noticeMessage(chat.language, notice) })),
      deps.now(),
    );
    await deps.realtime.sendNotice(paused.ownerId, notice, false);
  };
}
