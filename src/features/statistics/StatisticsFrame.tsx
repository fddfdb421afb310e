import './statistics.css';
import { Button, NonIdealState } from '@blueprintjs/core';
import { type ReactNode, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAutoRefresh } from '../codes/use-auto-refresh';
import { StatisticsToolbar } from './StatisticsToolbar';
import type { StatisticsQuery } from './use-statistics';

export type StatisticsFrameProps<T> = {
  query: StatisticsQuery<T>;
  /** The toolbar's filters. */
  filters?: ReactNode;
  /** The toolbar's buttons at its right end. */
  actions?: ReactNode;
  /** Asks again every so many seconds while the panel is on screen. */
  autoRefreshSeconds?: number;
  /** The panel's body; `data` is null while the first answer is on its way. */
  children(data: T | null): ReactNode;
};

/**
 * The frame of a statistics panel: the toolbar, then the body, or an error with retry when the
 * call failed with nothing to show. A panel in a background tab or a hidden browser tab does not
 * refresh itself.
 */
export function StatisticsFrame<T>({
  query,
  filters,
  actions,
  autoRefreshSeconds,
  children,
}: StatisticsFrameProps<T>) {
  const root = useRef<HTMLDivElement>(null);
  useAutoRefresh(root, query.reload, (autoRefreshSeconds ?? 0) * 1000, autoRefreshSeconds !== undefined);
  const { state } = query;
  return (
    <div ref={root} className="lc-stats">
      <StatisticsToolbar query={query} autoRefreshSeconds={autoRefreshSeconds} actions={actions}>
        {filters}
      </StatisticsToolbar>
      {state.status === 'error' ? (
        <NonIdealState
          className="lc-table-state"
          icon="error"
          title={<FormattedMessage id="statistics.load_failed" />}
          description={state.message}
          action={
            <Button icon="repeat" onClick={query.reload}>
              <FormattedMessage id="action.retry" />
            </Button>
          }
        />
      ) : (
        <div className="lc-stats-body">{children(state.status === 'ready' ? state.data : null)}</div>
      )}
    </div>
  );
}
