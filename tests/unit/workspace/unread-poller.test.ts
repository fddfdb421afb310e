import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createUnreadPoller,
  shouldPollUnread,
  type UnreadMessage,
  type UnreadPollerOptions,
} from '../../../src/workspace/messages/unread-poller';

const timers: UnreadPollerOptions['timers'] = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

const message: UnreadMessage = { id: 7, title: 'Hello', content: 'World' };

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('shouldPollUnread', () => {
  it('polls inside the console when a token exists', () => {
    expect(shouldPollUnread('/customer/update_password', true)).toBe(true);
    expect(shouldPollUnread('/maintain', true)).toBe(true);
  });

  it('never polls without a token', () => {
    expect(shouldPollUnread('/customer', false)).toBe(false);
  });

  it('stays quiet on login, register and the access log', () => {
    expect(shouldPollUnread('/admin_login', true)).toBe(false);
    expect(shouldPollUnread('/admin_register', true)).toBe(false);
    expect(shouldPollUnread('/access_log', true)).toBe(false);
  });
});

describe('unread poller', () => {
  it('polls every 10000 ms, shows the message and then marks it read by id', async () => {
    const order: string[] = [];
    const poller = createUnreadPoller({
      timers,
      shouldPoll: () => true,
      fetchUnread: async () => {
        order.push('fetch');
        return message;
      },
      show: (shown) => order.push(`show ${shown.id}`),
      markRead: async (id) => order.push(`read ${id}`),
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(9999);
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(order).toEqual(['fetch', 'show 7', 'read 7']);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(order).toHaveLength(6);
    poller.stop();
  });

  it('shows nothing and marks nothing when no message is unread', async () => {
    const show = vi.fn();
    const markRead = vi.fn(async () => undefined);
    const poller = createUnreadPoller({
      timers,
      shouldPoll: () => true,
      fetchUnread: async () => null,
      show,
      markRead,
    });
    await poller.tick();
    expect(show).not.toHaveBeenCalled();
    expect(markRead).not.toHaveBeenCalled();
  });

  it('runs only one poll at a time', async () => {
    let release: (value: UnreadMessage | null) => void = () => undefined;
    const fetchUnread = vi.fn(() => new Promise<UnreadMessage | null>((resolve) => (release = resolve)));
    const poller = createUnreadPoller({
      timers,
      shouldPoll: () => true,
      fetchUnread,
      show: vi.fn(),
      markRead: vi.fn(),
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchUnread).toHaveBeenCalledTimes(1);
    release(null);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchUnread).toHaveBeenCalledTimes(2);
    poller.stop();
  });

  it('skips ticks while polling is not allowed', async () => {
    let allowed = false;
    const fetchUnread = vi.fn(async () => null);
    const poller = createUnreadPoller({
      timers,
      shouldPoll: () => allowed,
      fetchUnread,
      show: vi.fn(),
      markRead: vi.fn(),
    });
    poller.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(fetchUnread).not.toHaveBeenCalled();
    allowed = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchUnread).toHaveBeenCalledTimes(1);
    poller.stop();
  });

  it('stays silent when a call fails and tries again on the next tick', async () => {
    const fetchUnread = vi
      .fn<() => Promise<UnreadMessage | null>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(message);
    const show = vi.fn();
    const poller = createUnreadPoller({
      timers,
      shouldPoll: () => true,
      fetchUnread,
      show,
      markRead: async () => undefined,
    });
    await expect(poller.tick()).resolves.toBeUndefined();
    await poller.tick();
    expect(show).toHaveBeenCalledWith(message);
  });

  it('stops polling when stopped', async () => {
    const fetchUnread = vi.fn(async () => null);
    const poller = createUnreadPoller({
      timers,
      shouldPoll: () => true,
      fetchUnread,
      show: vi.fn(),
      markRead: vi.fn(),
    });
    poller.start();
    poller.stop();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchUnread).not.toHaveBeenCalled();
  });
});
