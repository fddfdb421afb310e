import { SettingsPanel } from '../../ui/settings/SettingsPanel';
import { payConfigSettings } from './pay-config-settings';

/** SPEC `pay_config`, drawn from its description. */
export default function PayConfigPanel() {
  return <SettingsPanel definition={payConfigSettings} />;
}
