import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { CodeStatus, type Locale, NotifyStatus } from '../../contract/enums';
import type { Actor } from '../auth/sessions';
import { codes, messages, users, vipCombos } from '../db/schema';
import type { Db } from '../db/store';
import { messageTextFor } from '../messages/notice';
import { membershipPackageOf, membershipState } from '../money/membership-state';
import { addDays, fillDays } from './days';
import { countsByDay, zeroCounts } from './rollups';
import { siteToday } from './scope';

const LATEST_NOTICES = 5;

/**
 * A customer's front page: balance and membership, how many codes (open), today's and the week's
 * visits, unread messages and the latest messages.
 */
export async function ownerHome(db: Db, actor: Actor, now: Date, locale: Locale) {
  const { today } = await siteToday(db, now);
  const scope = sql`owner_id = ${actor.userId}`;
  const [byDay, [user], [codeCounts], [unread], notices] = await Promise.all([
    countsByDay(db, scope, addDays(today, -6), today),
    db
      .select({
        balance: users.balance,
        memberExpireTime: users.memberExpireTime,
        comboId: vipCombos.id,
        comboName: vipCombos.name,
      })
      .from(users)
      .leftJoin(vipCombos, eq(vipCombos.id, users.vipComboId))
      .where(eq(users.id, actor.userId)),
    db
      .select({
        all: count(),
        open: sql<number>`count(*) filter (where ${codes.status} = ${CodeStatus.open})`.mapWith(Number),
      })
      .from(codes)
      .where(and(eq(codes.ownerId, actor.userId), isNull(codes.removedAt))),
    db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, actor.userId), eq(messages.notifyStatus, NotifyStatus.unread))),
    db
      .select({
        id: messages.id,
        title: messages.title,
        content: messages.content,
        titleKey: messages.titleKey,
        contentKey: messages.contentKey,
        params: messages.params,
        created_at: messages.createdAt,
      })
      .from(messages)
      .where(eq(messages.userId, actor.userId))
      .orderBy(desc(messages.id))
      .limit(LATEST_NOTICES),
  ]);
  const week = fillDays(addDays(today, -6), today, byDay, zeroCounts);
  return {
    balance: user?.balance ?? '0',
    membership: membershipState(
      membershipPackageOf(user?.comboId ?? null, user?.comboName),
      user?.memberExpireTime ?? null,
      now,
    ),
    codes: codeCounts?.all ?? 0,
    open_codes: codeCounts?.open ?? 0,
    today: week.at(-1) ?? zeroCounts(),
    yesterday_visits: week.at(-2)?.visits ?? 0,
    last_7_days: week,
    unread_messages: unread?.n ?? 0,
    notices: notices.map((row) => ({
      id: row.id,
      title: messageTextFor(locale, row).title,
      created_at: row.created_at,
    })),
  };
}
