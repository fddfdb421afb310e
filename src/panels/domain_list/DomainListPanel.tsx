import { IntroducedPage } from '../../features/domains/domain-cells';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { domainListResource } from './domain-list-resource';

/** A customer's own domains: a described, read-only resource under a line saying what it shows. */
export default function DomainListPanel() {
  return (
    <IntroducedPage intro="domain_list.intro">
      <ResourcePanel definition={domainListResource} />
    </IntroducedPage>
  );
}
