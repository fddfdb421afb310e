import { useMemo } from 'react';
import type { CallOutput } from '../../../contract/calls';
import { DomainType } from '../../../contract/enums';
import type { LoadState } from '../../ui/load-state';
import { useCallState } from '../../ui/use-call-state';

export type ShortDomain = CallOutput<'domain_list/inquire'>['list'][number];

/** A customer holds a handful of domains; one page of the largest size holds them all. */
const ALL_DOMAINS = 500;

/** The caller's short domains (newest first), with a way to ask again. */
export function useShortDomains() {
  const { state: page, reload } = useCallState('domain_list/inquire', {
    type: DomainType.short,
    page: 1,
    page_size: ALL_DOMAINS,
  });
  const state = useMemo<LoadState<ShortDomain[]>>(
    () => (page.status === 'ready' ? { status: 'ready', data: page.data.list } : page),
    [page],
  );
  return { state, reload };
}
