import { desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { telegramBindings, users } from '../db/schema';
import type { Db } from '../db/store';
import { containing, selectJoinedPage } from '../http/paging';

const BINDING = {
  binding: telegramBindings,
  account: users.account,
  name: users.name,
};

type BindingRow = { binding: typeof telegramBindings.$inferSelect; account: string; name: string };

const bindingOut = ({ binding, account, name }: BindingRow) => ({
  id: binding.id,
  user_id: binding.userId,
  account,
  name,
  nick_name: binding.nickName,
  username: binding.username,
  language_code: binding.languageCode,
  chat_id: binding.chatId,
  bound_at: binding.boundAt,
});

/** Every binding, newest first, found by account, Telegram username or nickname. */
export async function bindingPage(db: Db, filter: { keyword?: string; page: number; page_size: number }) {
  const pattern = containing(filter.keyword);
  const where = pattern
    ? or(
        ilike(users.account, pattern),
        ilike(telegramBindings.username, pattern),
        ilike(telegramBindings.nickName, pattern),
      )
    : undefined;
  const { rows, total } = await selectJoinedPage(db, {
    fields: BINDING,
    from: telegramBindings,
    join: (query) => query.innerJoin(users, eq(users.id, telegramBindings.userId)),
    where,
    orderBy: [desc(telegramBindings.id)],
    page: filter,
  });
  return { list: rows.map(bindingOut), total };
}

export async function ownBinding(db: Db, userId: number) {
  const [row] = await db
    .select(BINDING)
    .from(telegramBindings)
    .innerJoin(users, eq(users.id, telegramBindings.userId))
    .where(eq(telegramBindings.userId, userId));
  return row ? bindingOut(row) : null;
}

export async function unbind(db: Db, where: { ids: number[] } | { userId: number }): Promise<void> {
  await db
    .delete(telegramBindings)
    .where(
      'ids' in where ? inArray(telegramBindings.id, where.ids) : eq(telegramBindings.userId, where.userId),
    );
}
