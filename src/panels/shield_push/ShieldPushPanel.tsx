import { SettingsPanel } from '../../ui/settings/SettingsPanel';
import { shieldPushSettings } from './shield-push-settings';

/** SPEC `shield_push`, drawn from its description. */
export default function ShieldPushPanel() {
  return <SettingsPanel definition={shieldPushSettings} />;
}
