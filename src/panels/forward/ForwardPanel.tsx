import './forward.css';
import { IntroducedPage } from '../../features/domains/domain-cells';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { forwardResource } from './forward-resource';

/** The caller's forwarding rules: a described resource under a line saying what forwarding does. */
export default function ForwardPanel() {
  return (
    <IntroducedPage intro="policy_ui.forward_intro">
      <ResourcePanel definition={forwardResource} />
    </IntroducedPage>
  );
}
