import { NotifyStatus } from '../../../contract/enums';
import { api } from '../../core/api/api';
import { currentRoutePath } from '../../core/navigation/hash-location';
import { tokenAtom } from '../../core/session/atoms';
import { appStore } from '../../core/store';
import { showNotice } from '../../core/toaster';
import { createUnreadPoller, shouldPollUnread } from './unread-poller';

/** Starts the unread site-message poll of SPEC §2 for the life of the page. */
export function startUnreadPolling(): void {
  const poller = createUnreadPoller({
    timers: {
      setInterval: (callback, ms) => window.setInterval(callback, ms),
      clearInterval: (handle) => window.clearInterval(handle as number),
    },
    shouldPoll: () => shouldPollUnread(currentRoutePath(), appStore.get(tokenAtom) !== null),
    fetchUnread: async () => {
      const page = await api.call('message/inquire', {
        notify_status: NotifyStatus.unread,
        page: 1,
        page_size: 1,
      });
      return page.list[0] ?? null;
    },
    show: (message) => showNotice(message.title, message.content),
    markRead: (id) => api.call('message/update_notify_status', { id }),
  });
  poller.start();
}
