import type { PanelDescriptor } from '../../core/panels/types';

/** What a newly registered user gets (SPEC §8): role, share ratio, trial days. */
export const subscriberConfigDefaultPanel: PanelDescriptor = {
  id: 'subscriber_config_default',
  titleKey: 'menu.subscriber_config_default',
  icon: 'new-person',
  permission: 'subscriber_config_default',
  load: () => import('./SubscriberDefaultsPanel'),
  defaultConfig: {},
  singleton: true,
};
