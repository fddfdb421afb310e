import { useEffect, useState } from 'react';
import type { CallOutput } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import type { LoadState } from '../../ui/load-state';

export type AttentionPage = CallOutput<'code_attention/inquire'>;
export type AttentionRow = AttentionPage['list'][number];

/**
 * One page of the caller's codes that need attention (`code_attention/inquire`), most urgent
 * first; `enabled` false (no grant) loads nothing. `reload` asks again.
 */
export function useCodeAttention(page: number, pageSize: number, enabled = true) {
  const [state, setState] = useState<LoadState<AttentionPage>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    void attempt;
    if (!enabled) return;
    let current = true;
    setState((previous) => (previous.status === 'ready' ? previous : { status: 'loading' }));
    api.call('code_attention/inquire', { page, page_size: pageSize }).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [page, pageSize, enabled, attempt]);
  return { state, reload: () => setAttempt((value) => value + 1) };
}
