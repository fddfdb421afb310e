import { panel } from '../../core/panels/types';

/**
 * Outgoing webhooks (SPEC §12): the caller's endpoints, their events and signing secrets, a test
 * event and each endpoint's delivery log.
 */
export const webhookPanel = panel({
  id: 'webhook',
  icon: 'send-message',
  load: () => import('./WebhookPanel'),
});
