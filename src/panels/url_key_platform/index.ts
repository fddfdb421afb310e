import { panel } from '../../core/panels/types';

/** External-service keys (SPEC §8): the services the platform calls, a reputation checker among them. */
export const urlKeyPlatformPanel = panel({
  id: 'url_key_platform',
  icon: 'key',
  load: () => import('./UrlKeyPlatformPanel'),
});
