import { IntroducedPage } from '../../features/domains/domain-cells';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { domainMonitorResource } from './domain-monitor-resource';

/** A customer's monitored domains: a described resource under a line saying what is checked. */
export default function DomainMonitorPanel() {
  return (
    <IntroducedPage intro="monitor_ui.intro">
      <ResourcePanel definition={domainMonitorResource} />
    </IntroducedPage>
  );
}
