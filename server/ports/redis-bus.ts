import { Redis } from 'ioredis';
import type { Bus } from './bus';

/**
 * The bus over Redis pub/sub, for several processes: one connection publishes, one subscribes
 * (a subscribed Redis connection can do nothing else). Channels are namespaced so that several
 * installations can share one Redis.
 */
export function createRedisBus(url: string, namespace = 'livecode'): Bus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  // Subscriptions wait until the connection is ready: a SUBSCRIBE that overtakes the ready check
  // puts the connection in subscriber mode before the check runs, and the check then fails.
  const subscriber = new Redis(url, { lazyConnect: true });
  const connected = subscriber.connect();
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const pending = new Set<Promise<unknown>>();
  const channelOf = (channel: string) => `${namespace}:${channel}`;

  subscriber.on('message', (channel: string, text: string) => {
    const local = channel.slice(namespace.length + 1);
    for (const handler of handlers.get(local) ?? []) handler(JSON.parse(text));
  });

  return {
    async publish(channel, message) {
      await publisher.publish(channelOf(channel), JSON.stringify(message));
    },
    subscribe(channel, handler) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        const subscribed = connected.then(() => subscriber.subscribe(channelOf(channel)));
        pending.add(subscribed);
        void subscribed.finally(() => pending.delete(subscribed));
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    async ready() {
      await Promise.all(pending);
    },
    async close() {
      handlers.clear();
      await Promise.all([publisher.quit(), subscriber.quit()]);
    },
  };
}
