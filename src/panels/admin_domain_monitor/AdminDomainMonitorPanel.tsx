import { IntroducedPage } from '../../features/domains/domain-cells';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { adminDomainMonitorResource } from './admin-domain-monitor-resource';

/** Every monitored domain: a described resource under a line saying what monitoring does. */
export default function AdminDomainMonitorPanel() {
  return (
    <IntroducedPage intro="monitor_ui.admin_intro">
      <ResourcePanel definition={adminDomainMonitorResource} />
    </IntroducedPage>
  );
}
