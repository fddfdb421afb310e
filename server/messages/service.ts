import { and, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { messageCalls } from '../../contract/areas/message';
import type { messageListCalls } from '../../contract/areas/message-admin';
import { NotifyStatus } from '../../contract/enums';
import { messages, users } from '../db/schema';
import type { Db } from '../db/store';
import { AppError, notFound } from '../http/errors';
import { containing, selectJoinedPage, selectPage } from '../http/paging';
import { type MessageText, type Notice, noticeColumns } from './notice';

export type MessageRecord = typeof messages.$inferSelect;

/** A user's own messages, newest first. */
export async function inbox(
  db: Db,
  userId: number,
  filter: z.output<(typeof messageCalls)['message/inquire']['input']>,
) {
  const { notify_status, ...page } = filter;
  return selectPage(db, messages, {
    where: and(
      eq(messages.userId, userId),
      notify_status === undefined ? undefined : eq(messages.notifyStatus, notify_status),
    ),
    orderBy: [desc(messages.id)],
    page,
  });
}

/** Marks one of the user's own messages read; another user's message is not found. */
export async function markRead(db: Db, userId: number, id: number): Promise<void> {
  const updated = await db
    .update(messages)
    .set({ notifyStatus: NotifyStatus.read })
    .where(and(eq(messages.id, id), eq(messages.userId, userId)))
    .returning({ id: messages.id });
  if (updated.length === 0) throw notFound();
}

/** Every user's messages with the recipient's account, for the administrators' list. */
export async function sentMessages(
  db: Db,
  filter: z.output<(typeof messageListCalls)['message_list/inquire']['input']>,
) {
  const { account, notify_status, ...page } = filter;
  const where = and(
    account ? ilike(users.account, containing(account) as string) : undefined,
    notify_status === undefined ? undefined : eq(messages.notifyStatus, notify_status),
  );
  return selectJoinedPage(db, {
    fields: { message: messages, account: users.account },
    from: messages,
    join: (query) => query.innerJoin(users, eq(users.id, messages.userId)),
    where,
    orderBy: [desc(messages.id)],
    page,
  });
}

/**
 * An automatic message (no sender) to each of these users, stored as keys so each reads it in
 * their own language. Every automatic message is written here.
 */
export async function sendNotice(db: Db, userIds: number[], notice: Notice): Promise<void> {
  if (userIds.length === 0) return;
  const columns = noticeColumns(notice);
  await db.insert(messages).values(userIds.map((userId) => ({ userId, ...columns })));
}

/** One message to each of these users from the sender; answers how many were sent. */
export async function sendToUsers(db: Db, senderId: number, userIds: number[], text: MessageText) {
  if (userIds.length > 0) {
    await db.insert(messages).values(userIds.map((userId) => ({ userId, senderId, ...text })));
  }
  return userIds.length;
}

/**
 * A message to everyone, or to the named accounts — all of which must exist, or nothing is sent
 * and the unknown ones are named.
 */
export async function sendToAccounts(
  db: Db,
  senderId: number,
  recipients: { target: 'one' | 'many' | 'all'; accounts: string[] },
  text: MessageText,
): Promise<number> {
  const { target, accounts } = recipients;
  const found =
    target === 'all'
      ? await db.select({ id: users.id, account: users.account }).from(users)
      : await db
          .select({ id: users.id, account: users.account })
          .from(users)
          .where(inArray(users.account, accounts));
  if (target !== 'all') {
    const known = new Set(found.map((user) => user.account));
    const unknown = accounts.filter((name) => !known.has(name));
    if (unknown.length > 0) {
      throw new AppError(400, 'invalid_parameter', 'message.unknown_accounts', {
        accounts: unknown.join(', '),
      });
    }
  }
  return sendToUsers(
    db,
    senderId,
    found.map((user) => user.id),
    text,
  );
}

export async function removeMessages(db: Db, ids: number[]): Promise<void> {
  await db.delete(messages).where(inArray(messages.id, ids));
}
