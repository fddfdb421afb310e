import type { webhookCalls } from '../../contract/areas/webhooks';
import type { Handlers } from '../http/handlers';
import {
  addEndpoint,
  listDeliveries,
  listEndpoints,
  redeliver,
  removeEndpoints,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
} from '../webhooks/endpoints';

/** Every call acts on the caller's own endpoints only; the services check whose they are. */
export const webhookHandlers: Handlers<typeof webhookCalls> = {
  'webhook/inquire': (page, { db, actor }) => listEndpoints(db, actor, page),
  'webhook/add': (fields, ctx) =>
    addEndpoint(
      { db: ctx.db, secrets: ctx.secrets, guard: ctx.webhooks.guard, now: ctx.now() },
      ctx.actor,
      fields,
    ),
  'webhook/update': async ({ id, ...fields }, ctx) => {
    await updateEndpoint(
      { db: ctx.db, secrets: ctx.secrets, guard: ctx.webhooks.guard, now: ctx.now() },
      ctx.actor,
      id,
      fields,
    );
    return {};
  },
  'webhook/remove': async ({ ids }, { db, actor }) => {
    await removeEndpoints(db, actor, ids);
    return {};
  },
  'webhook/rotate_secret': ({ id }, ctx) =>
    rotateSecret(
      { db: ctx.db, secrets: ctx.secrets, guard: ctx.webhooks.guard, now: ctx.now() },
      ctx.actor,
      id,
    ),
  'webhook/test': ({ id }, { db, actor, now }) => sendTestEvent(db, actor, id, now()),
  'webhook/deliveries': ({ id, ...page }, { db, actor }) => listDeliveries(db, actor, id, page),
  'webhook/redeliver': async ({ delivery_id }, { db, actor, now }) => {
    await redeliver(db, actor, delivery_id, now());
    return {};
  },
};
