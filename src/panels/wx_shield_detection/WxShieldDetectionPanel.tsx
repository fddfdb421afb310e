import { IntroducedPage } from '../../features/domains/domain-cells';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { detectionResource } from './detection-resource';

/** The check history: a described resource under a line saying what the rows are. */
export default function WxShieldDetectionPanel() {
  return (
    <IntroducedPage intro="monitor_ui.detection_intro">
      <ResourcePanel definition={detectionResource} />
    </IntroducedPage>
  );
}
