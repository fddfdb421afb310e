import '../../features/statistics/statistics.css';
import { type IconName, Tab, Tabs } from '@blueprintjs/core';
import { type ComponentType, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PanelProps } from '../../core/panels/types';
import type { MessageKey } from '../../i18n/catalogues';
import { CodeHistory } from './CodeHistory';
import { VisitFacets } from './VisitFacets';

type View = 'codes' | 'sources';

const VIEWS: readonly { id: View; icon: IconName; titleKey: MessageKey; Body: ComponentType }[] = [
  { id: 'codes', icon: 'th-list', titleKey: 'statistics.view_codes', Body: CodeHistory },
  { id: 'sources', icon: 'pie-chart', titleKey: 'statistics.view_sources', Body: VisitFacets },
];

/** Two views of the past: the codes ranked by their visits, and where the visits came from. */
export default function HistoricalStatisticsPanel({ tabId }: PanelProps) {
  const intl = useIntl();
  const [view, setView] = useState<View>('codes');
  return (
    <Tabs
      id={`${tabId}-view`}
      className="lc-stats-tabs"
      selectedTabId={view}
      onChange={(next) => setView(next === 'sources' ? 'sources' : 'codes')}
      renderActiveTabPanelOnly
    >
      {VIEWS.map(({ id, icon, titleKey, Body }) => (
        <Tab
          key={id}
          id={id}
          icon={icon}
          title={intl.formatMessage({ id: titleKey })}
          panel={<Body />}
          panelClassName="lc-stats-tab-body"
        />
      ))}
    </Tabs>
  );
}
