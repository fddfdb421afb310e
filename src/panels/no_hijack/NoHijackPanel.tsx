import './no-hijack.css';
import { IntroducedPage } from '../../features/domains/domain-cells';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { noHijackResource } from './no-hijack-resource';

/** The caller's verified domains and their HTTPS, HSTS and referrer policy, under a line saying what they do. */
export default function NoHijackPanel() {
  return (
    <IntroducedPage intro="policy_ui.no_hijack_intro">
      <ResourcePanel definition={noHijackResource} />
    </IntroducedPage>
  );
}
