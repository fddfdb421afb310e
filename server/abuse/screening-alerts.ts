import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '../../contract/enums';
import { SocketEvent } from '../../contract/socket';
import { messages, telegramBindings } from '../db/schema';
import type { Db } from '../db/store';
import { translate } from '../i18n';
import type { Hub } from '../realtime/hub';
import { localeOfTelegram } from '../telegram/binding';
import { enqueueTelegram } from '../telegram/outbox';
import type { PausedDestination } from './rescreen';
import { type AddressVerdict, LIST_SOURCE } from './screening';

/** Why screening stopped an address, in the reader's language. */
export function verdictReason(locale: Locale, verdict: Pick<AddressVerdict, 'source' | 'reason'>): string {
  return verdict.source === LIST_SOURCE
    ? translate(locale, 'screening.reason_rule', { rule: verdict.reason })
    : translate(locale, 'screening.reason_provider', {
        provider: verdict.source,
        reason: verdict.reason || '—',
      });
}

function noticeText(locale: Locale, paused: PausedDestination) {
  const values = {
    code: paused.codeName,
    url: paused.verdict.url,
    reason: verdictReason(locale, paused.verdict),
  };
  return {
    title: translate(locale, 'notice.destination_paused.title', values),
    content: translate(locale, 'notice.destination_paused.content', values),
  };
}

/**
 * Tells an owner that a re-screen paused one of their destinations, the way a domain's holder is
 * told about their domain: a site message, a toast on open consoles, and a queued Telegram message
 * when they bound a chat (sent by the Telegram job, so a Telegram that is down delays nothing).
 */
export function createScreeningAlerts(deps: { db: Db; realtime: Hub; now: () => Date }) {
  return async (paused: PausedDestination): Promise<void> => {
    const text = noticeText(DEFAULT_LOCALE, paused);
    await deps.db.insert(messages).values({ userId: paused.ownerId, ...text });
    const chats = await deps.db
      .select({ chatId: telegramBindings.chatId, language: telegramBindings.languageCode })
      .from(telegramBindings)
      .where(eq(telegramBindings.userId, paused.ownerId));
    await enqueueTelegram(
      deps.db,
      chats.map((chat) => {
        const own = noticeText(localeOfTelegram(chat.language), paused);
        return { chatId: chat.chatId, text: `${own.title}\n${own.content}` };
      }),
      deps.now(),
    );
    await deps.realtime.sendToUser(paused.ownerId, {
      type: SocketEvent.notice,
      status: false,
      message: text.title,
    });
  };
}
