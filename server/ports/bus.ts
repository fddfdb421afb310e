/**
 * Messages between server processes (socket fan-out, cache invalidation). In-process by default;
 * a Redis adapter takes its place when several processes share work.
 */
export type Bus = {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe(channel: string, handler: (message: unknown) => void): () => void;
  /** Resolves once every subscription made so far is live (a remote bus subscribes asynchronously). */
  ready(): Promise<void>;
  /**
   * Called when a remote bus has its connection back after losing it: messages published
   * meanwhile never arrived, so a listener drops what they would have invalidated.
   */
  onReconnect(listener: () => void): () => void;
  /** Whether messages reach only this process for now (Redis is away): for the health check. */
  degraded(): boolean;
  close(): Promise<void>;
};

export function createMemoryBus(): Bus {
  const handlers = new Map<string, Set<(message: unknown) => void>>();
  return {
    async publish(channel, message) {
      // A structured clone keeps subscribers from sharing (and mutating) the publisher's object.
      for (const handler of handlers.get(channel) ?? []) handler(structuredClone(message));
    },
    subscribe(channel, handler) {
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      return () => set.delete(handler);
    },
    async ready() {},
    onReconnect: () => () => {},
    degraded: () => false,
    async close() {
      handlers.clear();
    },
  };
}
