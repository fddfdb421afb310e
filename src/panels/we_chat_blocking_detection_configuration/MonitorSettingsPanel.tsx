import { SettingsPanel } from '../../ui/settings/SettingsPanel';
import { monitorSettings } from './monitor-settings';

/** SPEC `we_chat_blocking_detection_configuration`, drawn from its description. */
export default function MonitorSettingsPanel() {
  return <SettingsPanel definition={monitorSettings} />;
}
