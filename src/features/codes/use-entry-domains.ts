import { useEffect, useState } from 'react';
import type { CallOutput } from '../../../contract/calls';
import { DomainType } from '../../../contract/enums';
import { api } from '../../core/api/api';

export type EntryDomain = CallOutput<'domain_list/inquire'>['list'][number];

/** A customer holds a handful of domains; one page of the largest size holds them all. */
const ALL_DOMAINS = 500;

/**
 * The caller's domains a code can live on (entry and short; landing page domains carry no codes),
 * or an empty list while they load, when the caller may not list them, or when asking fails: the
 * console host is always there to choose.
 */
export function useEntryDomains(allowed: boolean): EntryDomain[] {
  const [domains, setDomains] = useState<EntryDomain[]>([]);
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    api.call('domain_list/inquire', { page: 1, page_size: ALL_DOMAINS }).then(
      (page) =>
        current &&
        setDomains(
          page.list.filter((domain) => domain.type === DomainType.entry || domain.type === DomainType.short),
        ),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [allowed]);
  return domains;
}
