import type { FastifyBaseLogger } from 'fastify';
import { type LeasedLoop, startLeasedLoop } from '../jobs/lease';
import type { GuardOptions } from '../net/outbound';
import { deliverDueWebhooks, type WebhookDeliveryDeps } from './delivery';
import { summariseVisits } from './visit-summary';

/** How often the elected process looks for due deliveries: a test event arrives within seconds. */
const DELIVERY_EVERY_MS = 2_000;
const SUMMARY_EVERY_MS = 60_000;

export type Webhooks = {
  /** What `webhook/add` and `update` check a URL against: the guard deliveries go through. */
  guard: GuardOptions;
  /** One delivery round now; tests drive retries through it. Answers the attempts made. */
  deliverDue(): Promise<number>;
  /** One `visits.summary` round now. Answers the events queued. */
  summariseVisits(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Outgoing webhooks of one process: deliveries and visit summaries run on the process holding
 * their lease (one at a time across processes), each every few seconds or every minute.
 */
export function startWebhooks(
  deps: WebhookDeliveryDeps,
  options: { run: boolean; holder: string; log: FastifyBaseLogger },
): Webhooks {
  const guard: GuardOptions = {
    resolver: deps.outbound.resolver,
    allowPrivate: deps.outbound.allowPrivate,
    allowAddresses: deps.outbound.allowAddresses,
  };
  const loops: LeasedLoop[] = options.run
    ? [
        startLeasedLoop({
          db: deps.db,
          name: 'webhook-delivery',
          holder: options.holder,
          everyMs: DELIVERY_EVERY_MS,
          leaseRounds: 15,
          now: deps.now,
          log: options.log,
          round: async () => {
            await deliverDueWebhooks(deps);
          },
        }),
        startLeasedLoop({
          db: deps.db,
          name: 'webhook-visits',
          holder: options.holder,
          everyMs: SUMMARY_EVERY_MS,
          now: deps.now,
          log: options.log,
          round: async () => {
            await summariseVisits(deps.db, deps.now());
          },
        }),
      ]
    : [];
  return {
    guard,
    deliverDue: () => deliverDueWebhooks(deps),
    summariseVisits: () => summariseVisits(deps.db, deps.now()),
    async stop() {
      await Promise.all(loops.map((loop) => loop.stop()));
    },
  };
}
