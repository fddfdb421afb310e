import { useEffect, useState } from 'react';
import { DomainType, DomainVerification } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import type { LoadState } from '../../ui/load-state';

/** A domain a rule can forward from. */
export type LandingDomain = { id: number; unicode_host: string };

/** A customer holds a handful of domains; one page of the largest size holds them all. */
const ALL_DOMAINS = 500;

async function verifiedLandingDomains(source: 'domain_list' | 'no_hijack'): Promise<LandingDomain[]> {
  // The domain list has every domain; the policy list only verified ones. Either filters to landing pages.
  const rows =
    source === 'domain_list'
      ? (
          await api.call('domain_list/inquire', {
            type: DomainType.landing_page,
            page: 1,
            page_size: ALL_DOMAINS,
          })
        ).list.filter((row) => row.verification === DomainVerification.verified)
      : (await api.call('no_hijack/inquire', { page: 1, page_size: ALL_DOMAINS })).list;
  return rows
    .filter((row) => row.type === DomainType.landing_page)
    .map((row) => ({ id: row.id, unicode_host: row.unicode_host }));
}

/**
 * The caller's verified landing-page domains, the only ones the server lets forward. Read from the
 * domain list, or from the policy list when the role holds only that page; an empty list when it
 * holds neither (the form then says where domains are added).
 */
export function useLandingDomains(): LoadState<LandingDomain[]> {
  const canList = useCan('domain_list/inquire');
  const canPolicies = useCan('no_hijack/inquire');
  const source = canList ? 'domain_list' : canPolicies ? 'no_hijack' : null;
  const [state, setState] = useState<LoadState<LandingDomain[]>>({ status: 'loading' });
  useEffect(() => {
    if (!source) {
      setState({ status: 'ready', data: [] });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    verifiedLandingDomains(source).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [source]);
  return state;
}
