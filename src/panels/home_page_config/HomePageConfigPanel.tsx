import { SettingsPanel } from '../../ui/settings/SettingsPanel';
import { homePageConfigSettings } from './home-page-config-settings';

/** SPEC §4 `home_page_config`, drawn from its description. */
export default function HomePageConfigPanel() {
  return <SettingsPanel definition={homePageConfigSettings} />;
}
