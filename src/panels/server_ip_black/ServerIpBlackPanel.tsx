import { IntroducedPage } from '../../features/domains/domain-cells';
import { ipRangeResource } from '../../features/ip-blacklists/ip-black-resource';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';

/** The console blacklist's definition on the visitor blacklist's calls. */
const visitorBlacklistResource = ipRangeResource('server_ip_black');

/**
 * The visitor blacklist of the redirect service: the console blacklist's resource on its own
 * calls, under a line saying that it stops code visitors and leaves the console alone — the two
 * lists look alike, and blocking the wrong one is an easy mistake.
 */
export default function ServerIpBlackPanel() {
  return (
    <IntroducedPage intro="server_ip_black.intro">
      <ResourcePanel definition={visitorBlacklistResource} />
    </IntroducedPage>
  );
}
