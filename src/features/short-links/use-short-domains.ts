import { useCallback, useEffect, useState } from 'react';
import type { CallOutput } from '../../../contract/calls';
import { DomainType } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import type { LoadState } from '../../ui/load-state';

export type ShortDomain = CallOutput<'domain_list/inquire'>['list'][number];

/** A customer holds a handful of domains; one page of the largest size holds them all. */
const ALL_DOMAINS = 500;

/** The caller's short domains (newest first), with a way to ask again. */
export function useShortDomains() {
  const [state, setState] = useState<LoadState<ShortDomain[]>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt; // each attempt asks again
    let current = true;
    setState({ status: 'loading' });
    api.call('domain_list/inquire', { type: DomainType.short, page: 1, page_size: ALL_DOMAINS }).then(
      (page) => current && setState({ status: 'ready', data: page.list }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
