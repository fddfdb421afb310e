import { panel } from '../../core/panels/types';

/** The DNS records each of the customer's domains needs, to copy or download (SPEC §5). */
export const exportDomainResolutionPanel = panel({
  id: 'export_domain_resolution',
  icon: 'export',
  load: () => import('./ExportDomainResolutionPanel'),
});
