import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallInput, CallOutput, CallPath } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import type { LoadState } from '../../ui/load-state';

export type StatisticsQuery<T> = {
  state: LoadState<T>;
  /** A call is under way: the first load, a new filter or a refresh. */
  busy: boolean;
  /**
   * A refresh failed while earlier data is shown. The data stays (a blip of the network should
   * not blank a dashboard that refreshes itself); the panel says it may be out of date.
   */
  refreshError: string | null;
  /** When the shown data arrived. */
  loadedAt: Date | null;
  reload(): void;
};

/** A query with the input its shown data answers: a new range keeps showing the old answer until the new one arrives. */
export type AnsweredQuery<I, T> = StatisticsQuery<T> & { answered: I | null };

/**
 * One statistics call, asked again whenever its input changes or `reload` is called. `input` null
 * means the filters are not complete yet (a range being picked): nothing is asked.
 */
export function useStatistics<P extends CallPath>(
  path: P,
  input: CallInput<P> | null,
): AnsweredQuery<CallInput<P>, CallOutput<P>> {
  type Output = CallOutput<P>;
  const [state, setState] = useState<LoadState<Output>>({ status: 'loading' });
  const [busy, setBusy] = useState(true);
  const [refreshError, setRefreshError] = useState<string | null>(null);
  const [loadedAt, setLoadedAt] = useState<Date | null>(null);
  const [answered, setAnswered] = useState<CallInput<P> | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** The input the shown data answers; a failure for another input must not leave it on screen. */
  const shownKey = useRef<string | null>(null);
  // The input is compared by value: a panel may build it afresh at every render.
  const key = input === null ? null : JSON.stringify(input);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setBusy(true);
    // The input went through JSON for its key; parsed back it is the input the caller gave.
    const sent: CallInput<P> = JSON.parse(key);
    api.call(path, sent).then(
      (data) => {
        if (!current) return;
        shownKey.current = key;
        setAnswered(sent);
        setState({ status: 'ready', data });
        setRefreshError(null);
        setLoadedAt(new Date());
        setBusy(false);
      },
      (error: unknown) => {
        if (!current) return;
        const message = errorMessage(error);
        if (shownKey.current === key) {
          setRefreshError(message);
        } else {
          shownKey.current = null;
          setState({ status: 'error', message });
        }
        setBusy(false);
      },
    );
    return () => {
      current = false;
    };
  }, [path, key, attempt]);

  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, busy: key !== null && busy, refreshError, loadedAt, answered, reload };
}
