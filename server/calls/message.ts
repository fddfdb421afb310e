import type { messageCalls } from '../../contract/areas/message';
import type { messageListCalls } from '../../contract/areas/message-admin';
import type { Handlers } from '../http/handlers';
import {
  inbox,
  type MessageRecord,
  markRead,
  removeMessages,
  sendToAccounts,
  sentMessages,
} from '../messages/service';

const messageOut = (row: MessageRecord) => ({
  id: row.id,
  title: row.title,
  content: row.content,
  notify_status: row.notifyStatus as 1 | 2,
  created_at: row.createdAt,
});

export const messageHandlers: Handlers<typeof messageCalls> = {
  'message/inquire': async (filter, { db, actor }) => {
    const { rows, total } = await inbox(db, actor.userId, filter);
    return { list: rows.map(messageOut), total };
  },

  'message/update_notify_status': async ({ id }, { db, actor }) => {
    await markRead(db, actor.userId, id);
    return {};
  },
};

export const messageListHandlers: Handlers<typeof messageListCalls> = {
  'message_list/inquire': async (filter, { db }) => {
    const { rows, total } = await sentMessages(db, filter);
    return {
      list: rows.map(({ message, account }) => ({
        ...messageOut(message),
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
