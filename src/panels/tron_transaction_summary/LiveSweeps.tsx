import { Tag } from '@blueprintjs/core';
import type { RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAutoRefresh } from '../../features/codes/use-auto-refresh';
import { hasSweepUnderWay, SWEEP_REFRESH_MS, type SweepRow } from './sweep-rules';

type LiveSweepsProps = {
  rows: readonly SweepRow[];
  refreshQuietly(): void;
  /** The panel, so nothing is asked while it sits in a background tab. */
  root: RefObject<HTMLElement | null>;
};

/**
 * While a sweep on the page is under way, the list asks again every 10 s, quietly (a failed read
 * keeps the rows), and the toolbar says so; once every sweep shown has ended the timer stops.
 */
export function LiveSweeps({ rows, refreshQuietly, root }: LiveSweepsProps) {
  const live = hasSweepUnderWay(rows);
  useAutoRefresh(root, refreshQuietly, SWEEP_REFRESH_MS, live);
  if (!live) return null;
  return (
    <Tag minimal icon="automatic-updates" className="lc-sweeps-live">
      <FormattedMessage
        id="tron_transaction_summary.auto_refresh"
        values={{ seconds: SWEEP_REFRESH_MS / 1000 }}
      />
    </Tag>
  );
}
