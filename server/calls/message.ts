import type { messageCalls } from '../../contract/areas/message';
import type { messageListCalls } from '../../contract/areas/message-admin';
import type { Locale } from '../../contract/enums';
import type { Handlers } from '../http/handlers';
import { messageTextFor } from '../messages/notice';
import {
  inbox,
  type MessageRecord,
  markRead,
  removeMessages,
  sendToAccounts,
  sentMessages,
} from '../messages/service';

const messageOut = (locale: Locale, row: MessageRecord) => ({
  id: row.id,
  ...messageTextFor(locale, row),
  notify_status: row.notifyStatus as 1 | 2,
  created_at: row.createdAt,
});

export const messageHandlers: Handlers<typeof messageCalls> = {
  'message/inquire': async (filter, { db, actor, locale }) => {
    const { rows, total } = await inbox(db, actor.userId, filter);
    return { list: rows.map((row) => messageOut(locale, row)), total };
  },

  'message/update_notify_status': async ({ id }, { db, actor }) => {
    await markRead(db, actor.userId, id);
    return {};
  },
};

export const messageListHandlers: Handlers<typeof messageListCalls> = {
  'message_list/inquire': async (filter, { db, locale }) => {
    const { rows, total } = await sentMessages(db, filter);
    return {
      list: rows.map(({ message, account }) => ({
        ...messageOut(locale, message),
        user_id: message.userId,
        account,
      })),
      total,
    };
  },

  'message_list/add': async ({ title, content, ...recipients }, { db, actor }) => ({
    sent: await sendToAccounts(db, actor.userId, recipients, { title, content }),
  }),

  'message_list/remove': async ({ ids }, { db }) => {
    await removeMessages(db, ids);
    return {};
  },
};
