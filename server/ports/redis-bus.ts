import { Redis } from 'ioredis';
import type { Bus } from './bus';
import { closeRedis, connectRedis, outageLog, type PortLog, silentLog } from './redis-connection';

/**
 * The bus over Redis pub/sub, for several processes: one connection publishes, one subscribes
 * (a subscribed Redis connection can do nothing else). Channels are namespaced so that several
 * installations can share one Redis.
 *
 * Without Redis the bus still delivers within this process (a publish that fails is handed to
 * this process's own subscribers), and ioredis subscribes again when Redis returns. Messages
 * published meanwhile do not reach the other processes: they are lost, so on its return the bus
 * tells its `onReconnect` listeners, which drop what such messages would have invalidated.
 */
export function createRedisBus(url: string, namespace = 'livecode', log: PortLog = silentLog): Bus {
  const outage = outageLog(log, 'bus');
  const publisher = connectRedis(url, {
    onError: (error) => outage.failed(error, 'messages reach this process only until Redis returns'),
  });
  // Subscriptions wait until the connection is ready: a SUBSCRIBE that overtakes the ready check
  // puts the connection in subscriber mode before the check runs, and the check then fails. This
  // connection keeps ioredis's queue (a subscription made during an outage waits for Redis) and
  // has no command timeout: nothing waits for it on a request.
  const subscriber = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 100, 1000),
  });
  subscriber.on('error', (error: Error) =>
    outage.failed(error, 'messages reach this process only until Redis returns'),
  );
  // Redis away at start: subscriptions wait for it (ioredis keeps trying to connect).
  const connected = subscriber
    .connect()
    .catch(() => new Promise<void>((resolve) => subscriber.once('ready', () => resolve())));
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  const reconnectListeners = new Set<() => void>();
  const pending = new Set<Promise<unknown>>();
  const channelOf = (channel: string) => `${namespace}:${channel}`;
  let lostSubscriber = false;
  let closing = false;

  const deliver = (channel: string, text: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(JSON.parse(text));
  };
  subscriber.on('message', (channel: string, text: string) =>
    deliver(channel.slice(namespace.length + 1), text),
  );
  subscriber.on('close', () => {
    if (!closing) lostSubscriber = true;
  });
  subscriber.on('ready', () => {
    if (!lostSubscriber) return;
    lostSubscriber = false;
    outage.restored('Redis is back: messages reach every process again');
    for (const listener of reconnectListeners) listener();
  });

  return {
    async publish(channel, message) {
      const text = JSON.stringify(message);
      try {
        await publisher.publish(channelOf(channel), text);
        if (subscriber.status === 'ready')
          outage.restored('Redis is back: messages reach every process again');
      } catch (error) {
        outage.failed(error, 'messages reach this process only until Redis returns');
        deliver(channel, text);
      }
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
    onReconnect(listener) {
      reconnectListeners.add(listener);
      return () => reconnectListeners.delete(listener);
    },
    degraded: () => outage.down,
    async close() {
      closing = true;
      handlers.clear();
      reconnectListeners.clear();
      await Promise.all([closeRedis(publisher), closeRedis(subscriber)]);
    },
  };
}
