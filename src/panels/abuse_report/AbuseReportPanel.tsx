import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { abuseReportResource } from './abuse-report-resource';

/** The abuse report queue: entirely described by its resource definition. */
export default function AbuseReportPanel() {
  return <ResourcePanel definition={abuseReportResource} />;
}
