import './configuration.css';
import { SettingsPanel } from '../../ui/settings/SettingsPanel';
import { configurationSettings } from './configuration-settings';

/** SPEC §8 `configuration`, drawn from its description. */
export default function ConfigurationPanel() {
  return <SettingsPanel definition={configurationSettings} />;
}
