import { useCallback, useEffect, useState } from 'react';
import type { CallInput, CallOutput, CallPath } from '../../contract/calls';
import { api, errorMessage } from '../core/api/api';
import type { LoadState } from './load-state';

/**
 * One call's answer as a view holds it: loading, failed with the server's words, or ready — asked
 * again when the input changes or `reload` is pressed. An answer that arrives after the view moved
 * on (another input, unmounted) is dropped.
 */
export function useCallState<P extends CallPath>(
  path: P,
  input: CallInput<P>,
): { state: LoadState<CallOutput<P>>; reload(): void } {
  const [state, setState] = useState<LoadState<CallOutput<P>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The input by value: a new object with the same fields does not ask again.
  const key = JSON.stringify(input);
  useEffect(() => {
    void attempt; // each attempt asks again
    let current = true;
    setState({ status: 'loading' });
    api.call(path, JSON.parse(key) as CallInput<P>).then(
      (answer) => current && setState({ status: 'ready', data: answer }),
      (error: unknown) => current && setState({ status: 'error', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [path, key, attempt]);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, reload };
}
