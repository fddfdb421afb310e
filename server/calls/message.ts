import { and, count, desc, eq, ilike, inArray } from 'drizzle-orm';
import type { messageCalls } from '../../contract/areas/message';
import type { messageListCalls } from '../../contract/areas/message-admin';
import { NotifyStatus } from '../../contract/enums';
import { messages, users } from '../db/schema';
import { AppError, notFound } from '../http/errors';
import type { Handlers } from '../http/handlers';
import { containing, pageWindow, selectPage } from '../http/paging';

type MessageRow = typeof messages.$inferSelect;

const messageOut = (row: MessageRow) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  notify_status: row.notifyStatus as 1 | 2,
  created_at: row.createdAt,
});

export const messageHandlers: Handlers<typeof messageCalls> = {
  'message/inquire': async ({ notify_status, ...page }, { db, actor }) => {
    const { rows, total } = await selectPage(db, messages, {
      where: and(
        eq(messages.userId, actor.userId),
        notify_status === undefined ? undefined : eq(messages.notifyStatus, notify_status),
      ),
      orderBy: [desc(messages.id)],
      page,
    });
    return { list: rows.map(messageOut), total };
  },

  'message/update_notify_status': async ({ id }, { db, actor }) => {
    const updated = await db
      .update(messages)
      .set({ notifyStatus: NotifyStatus.read })
      .where(and(eq(messages.id, id), eq(messages.userId, actor.userId)))
      .returning({ id: messages.id });
    if (updated.length === 0) throw notFound();
    return {};
  },
};

export const messageListHandlers: Handlers<typeof messageListCalls> = {
  'message_list/inquire': async ({ account, notify_status, ...page }, { db }) => {
    const where = and(
      account ? ilike(users.account, containing(account) as string) : undefined,
      notify_status === undefined ? undefined : eq(messages.notifyStatus, notify_status),
    );
    const { limit, offset } = pageWindow(page);
    const rows = await db
      .select({ message: messages, account: users.account })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.userId))
      .where(where)
      .orderBy(desc(messages.id))
      .limit(limit)
      .offset(offset);
    const [counted] = await db
      .select({ total: count() })
      .from(messages)
      .innerJoin(users, eq(users.id, messages.userId))
      .where(where);
    return {
      list: rows.map(({ message, account }) => ({
        ...messageOut(message),
        user_id: message.userId,
        account,
      })),
      total: counted?.total ?? 0,
    };
  },

  'message_list/add': async ({ target, accounts, title, content }, { db, actor }) => {
    const recipients =
      target === 'all'
        ? await db.select({ id: users.id, account: users.account }).from(users)
        : await db
            .select({ id: users.id, account: users.account })
            .from(users)
            .where(inArray(users.account, accounts));
    if (target !== 'all') {
      const found = new Set(recipients.map((user) => user.account));
      const unknown = accounts.filter((name) => !found.has(name));
      if (unknown.length > 0) {
        throw new AppError(400, 'invalid_parameter', 'message.unknown_accounts', {
          accounts: unknown.join(', '),
        });
      }
    }
    if (recipients.length > 0) {
      await db
        .insert(messages)
        .values(recipients.map((user) => ({ userId: user.id, senderId: actor.userId, title, content })));
    }
    return { sent: recipients.length };
  },

  'message_list/remove': async ({ ids }, { db }) => {
    await db.delete(messages).where(inArray(messages.id, ids));
    return {};
  },
};
