import { panel } from '../../core/panels/types';

/** What a newly registered user gets (SPEC §8): role, share ratio, trial days. */
export const subscriberConfigDefaultPanel = panel({
  id: 'subscriber_config_default',
  icon: 'new-person',
  load: () => import('./SubscriberDefaultsPanel'),
});
