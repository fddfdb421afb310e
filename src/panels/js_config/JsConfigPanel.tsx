import { SettingsPanel } from '../../ui/settings/SettingsPanel';
import { jsConfigSettings } from './js-config-settings';

/** SPEC `js_config`, drawn from its description. */
export default function JsConfigPanel() {
  return <SettingsPanel definition={jsConfigSettings} />;
}
