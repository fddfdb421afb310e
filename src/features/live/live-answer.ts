import type { LoadState } from '../../ui/load-state';

/**
 * One call's answer as a list that refreshes itself holds it. A timer's refresh never blanks the
 * rows: they stay until the next answer, and a failed refresh is only noted beside them. Asking
 * with other input (another threshold) shows the loading state; an answer overtaken by a newer
 * request is dropped.
 */
export type LiveAnswer<T> = {
  load: LoadState<T>;
  /** When the answer on screen arrived (epoch ms): durations are measured to it, and it is shown. */
  answeredAt: number | null;
  /** Why the last quiet refresh failed, while the previous rows stay on screen. */
  refreshError: string | null;
  /** The request whose answer counts; earlier ones are ignored when they arrive. */
  ticket: number;
};

/**
 * How a request treats the rows on screen: `fresh` (other input) replaces them by the loading
 * state, `reload` (the refresh button) keeps them while it asks, `quiet` (the timer) also keeps them
 * when it fails.
 */
export type AskMode = 'fresh' | 'reload' | 'quiet';

export type LiveAction<T> =
  | { type: 'request'; ticket: number; mode: AskMode }
  | { type: 'answer'; ticket: number; data: T; at: number }
  | { type: 'failure'; ticket: number; mode: AskMode; message: string };

export function initialLiveAnswer<T>(): LiveAnswer<T> {
  return { load: { status: 'loading' }, answeredAt: null, refreshError: null, ticket: 0 };
}

export function liveAnswerReducer<T>(state: LiveAnswer<T>, action: LiveAction<T>): LiveAnswer<T> {
  switch (action.type) {
    case 'request': {
      // The timer changes nothing on screen until it hears back (no flicker of an error every
      // few seconds); the button keeps rows but shows it is trying again after a failure.
      const keep = action.mode === 'quiet' || (action.mode === 'reload' && state.load.status === 'ready');
      if (keep) return { ...state, ticket: action.ticket };
      return { load: { status: 'loading' }, answeredAt: null, refreshError: null, ticket: action.ticket };
    }
    case 'answer':
      if (action.ticket !== state.ticket) return state;
      return {
        ...state,
        load: { status: 'ready', data: action.data },
        answeredAt: action.at,
        refreshError: null,
      };
    case 'failure':
      if (action.ticket !== state.ticket) return state;
      if (action.mode === 'quiet' && state.load.status === 'ready') {
        return { ...state, refreshError: action.message };
      }
      return {
        ...state,
        load: { status: 'error', message: action.message },
        answeredAt: null,
        refreshError: null,
      };
  }
}
