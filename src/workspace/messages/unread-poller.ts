import { LIMITS } from '../../../contract/rules';

/** Pages where a visitor is not inside the console, so nobody should be interrupted by messages. */
const QUIET_PATHS = ['/admin_login', '/admin_register', '/access_log'];

/** SPEC §2: poll only with a session and outside login, register and the public access log. */
export function shouldPollUnread(path: string, hasToken: boolean): boolean {
  if (!hasToken) return false;
  return !QUIET_PATHS.some((quiet) => path === quiet || path.startsWith(`${quiet}/`));
}

export type UnreadMessage = { id: number; title: string; content: string };

export type UnreadPollerOptions = {
  intervalMs?: number;
  timers: {
    setInterval(callback: () => void, ms: number): unknown;
    clearInterval(handle: unknown): void;
  };
  /** Read at every tick so a login, logout or route change takes effect on the next poll. */
  shouldPoll(): boolean;
  /** `message/inquire` with `{notify_status: 1, page: 1, page_size: 1}`; null when nothing is unread. */
  fetchUnread(): Promise<UnreadMessage | null>;
  show(message: UnreadMessage): void;
  /** `message/update_notify_status` for the shown message. */
  markRead(id: number): Promise<unknown>;
};

export type UnreadPoller = {
  start(): void;
  stop(): void;
  /** One poll now (the timer's tick); resolves when it is over. Exposed for tests. */
  tick(): Promise<void>;
};

/**
 * The unread-message scheduler: one poll every 10 s, never two at once, failures silent (the
 * next tick simply tries again).
 */
export function createUnreadPoller(options: UnreadPollerOptions): UnreadPoller {
  const intervalMs = options.intervalMs ?? LIMITS.unreadPollMs;
  let timer: unknown = null;
  let busy = false;

  async function tick() {
    if (busy || !options.shouldPoll()) return;
    busy = true;
    try {
      const message = await options.fetchUnread();
      if (message) {
        options.show(message);
        await options.markRead(message.id);
      }
    } catch {
      // Silent by design: a missed poll is retried by the next tick.
    } finally {
      busy = false;
    }
  }

  return {
    start() {
      if (timer !== null) return;
      timer = options.timers.setInterval(() => void tick(), intervalMs);
    },
    stop() {
      if (timer !== null) options.timers.clearInterval(timer);
      timer = null;
    },
    tick,
  };
}
