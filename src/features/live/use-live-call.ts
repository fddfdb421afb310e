import { type RefObject, useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { CallInput, CallOutput, CallPath } from '../../../contract/calls';
import { api, errorMessage } from '../../core/api/api';
import { useAutoRefresh } from '../codes/use-auto-refresh';
import { type AskMode, initialLiveAnswer, type LiveAnswer, liveAnswerReducer } from './live-answer';

export type LiveCall<T> = LiveAnswer<T> & {
  /** The timer is stopped by the reader; the refresh button still asks. */
  paused: boolean;
  togglePause(): void;
  /** Asks again now, keeping the rows on screen meanwhile. */
  reload(): void;
};

/**
 * A call asked again every `intervalMs` while `element` is on screen and the reader has not paused
 * it (a background tab of the dock asks nothing), with the answer held as `LiveAnswer` says.
 * Resuming asks at once, so the reader does not look at rows as old as the pause.
 */
export function useLiveCall<P extends CallPath>(
  path: P,
  input: CallInput<P>,
  element: RefObject<HTMLElement | null>,
  intervalMs: number,
): LiveCall<CallOutput<P>> {
  const [answer, dispatch] = useReducer(liveAnswerReducer<CallOutput<P>>, undefined, initialLiveAnswer);
  const [paused, setPaused] = useState(false);
  const sequence = useRef(0);
  // The input by value: a new object with the same fields does not ask again.
  const key = JSON.stringify(input);

  const ask = useCallback(
    (mode: AskMode) => {
      const ticket = ++sequence.current;
      dispatch({ type: 'request', ticket, mode });
      api.call(path, JSON.parse(key) as CallInput<P>).then(
        (data) => dispatch({ type: 'answer', ticket, data, at: Date.now() }),
        (error: unknown) => dispatch({ type: 'failure', ticket, mode, message: errorMessage(error) }),
      );
    },
    [path, key],
  );

  useEffect(() => ask('fresh'), [ask]);
  useAutoRefresh(element, () => ask('quiet'), intervalMs, !paused);

  return {
    ...answer,
    paused,
    togglePause: () => {
      if (paused) ask('quiet');
      setPaused(!paused);
    },
    reload: useCallback(() => ask('reload'), [ask]),
  };
}
