import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { telegramBindCodes, telegramBindings, users } from '../db/schema';
import type { Db } from '../db/store';
import { translate } from '../i18n';
import type { TelegramMessage } from './client';
import { localeOfTelegram } from './message-text';

/** Codes people type: no 0/O or 1/I to mistake. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
export const BIND_CODE_MS = 10 * 60_000;

/** A new one-time code for the user; their earlier unused codes stop working. */
export async function newBindCode(db: Db, userId: number, now: Date) {
  const code = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  const expiresAt = new Date(now.getTime() + BIND_CODE_MS);
  await db
    .delete(telegramBindCodes)
    .where(and(eq(telegramBindCodes.userId, userId), isNull(telegramBindCodes.usedAt)));
  await db.insert(telegramBindCodes).values({ code, userId, expiresAt });
  return { code, expiresAt };
}

/** The code in a message: `/start CODE` (the deep link) or the code typed alone. */
export function codeInMessage(text: string): string | null {
  const match = /^(?:\/start\s+)?([A-Za-z0-9]{8})$/.exec(text.trim());
  return match?.[1]?.toUpperCase() ?? null;
}

/**
 * Binds the chat a code came from to the code's user, once: the code is spent by a conditional
 * update, so two messages with it bind once. A chat or user bound before is bound anew.
 * Answers the reply to send.
 */
export async function bindFromMessage(db: Db, message: TelegramMessage, now: Date): Promise<string> {
  const locale = localeOfTelegram(message.languageCode);
  const code = codeInMessage(message.text);
  if (!code) return translate(locale, 'telegram_msg.how_to_bind');
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(telegramBindCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(telegramBindCodes.code, code),
          isNull(telegramBindCodes.usedAt),
          gt(telegramBindCodes.expiresAt, now),
        ),
      )
      .returning({ userId: telegramBindCodes.userId });
    if (!spent) return translate(locale, 'telegram_msg.code_unknown');
    await tx
      .delete(telegramBindings)
      .where(or(eq(telegramBindings.userId, spent.userId), eq(telegramBindings.chatId, message.chatId)));
    await tx.insert(telegramBindings).values({
      userId: spent.userId,
      chatId: message.chatId,
      nickName: message.nickName,
      username: message.username,
      languageCode: message.languageCode,
      boundAt: now,
    });
    const [user] = await tx.select({ account: users.account }).from(users).where(eq(users.id, spent.userId));
    return translate(locale, 'telegram_msg.bound', { account: user?.account ?? '' });
  });
}
