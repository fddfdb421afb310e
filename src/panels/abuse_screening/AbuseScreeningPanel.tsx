import { Tab, Tabs } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCan } from '../../core/permissions/use-can';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { SettingsPanel } from '../../ui/settings/SettingsPanel';
import { screeningResource } from './screening-resource';
import { screeningSettings } from './screening-settings';

type TabId = 'flagged' | 'settings';

/** The destinations screening flagged or could not check, and beside them how screening works. */
export default function AbuseScreeningPanel() {
  const intl = useIntl();
  const [tab, setTab] = useState<TabId>('flagged');
  const canSettings = useCan('abuse_screening/settings');
  return (
    <Tabs
      id="abuse-screening-tabs"
      selectedTabId={tab}
      onChange={(next) => setTab(next as TabId)}
      renderActiveTabPanelOnly
    >
      <Tab
        id="flagged"
        icon="search-around"
        title={intl.formatMessage({ id: 'abuse_screening.tab_flagged' })}
        panel={<ResourcePanel definition={screeningResource} />}
      />
      {canSettings && (
        <Tab
          id="settings"
          icon="cog"
          title={intl.formatMessage({ id: 'abuse_screening.tab_settings' })}
          panel={<SettingsPanel definition={screeningSettings} />}
        />
      )}
    </Tabs>
  );
}
