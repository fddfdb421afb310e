import { panel } from '../../core/panels/types';

/** How domains are monitored (SPEC §5), for administrators: schedule, checks, reputation checker. */
export const weChatBlockingDetectionConfigurationPanel = panel({
  id: 'we_chat_blocking_detection_configuration',
  icon: 'cog',
  load: () => import('./MonitorSettingsPanel'),
});
