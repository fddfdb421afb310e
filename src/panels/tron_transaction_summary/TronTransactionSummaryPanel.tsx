import './tron-transaction-summary.css';
import { useRef } from 'react';
import { useCan } from '../../core/permissions/use-can';
import { WatcherStatusCard } from '../../features/tron/WatcherStatusCard';
import { ResourcePanel } from '../../ui/resource/ResourcePanel';
import { LiveSweeps } from './LiveSweeps';
import { ReconciliationCard } from './ReconciliationCard';
import { RetrySweepButton } from './RetrySweepButton';
import { SweepAllButton } from './SweepAllButton';
import { sweepResource } from './sweep-resource';
import { canRetry } from './sweep-rules';

/**
 * The collection sweeps (SPEC §7 TRON, administrators): on top, the chain against the ledger with
 * the gas and collection wallets, and the chain watcher's state; below, every sweep with its step,
 * transactions and TRX, refreshed while one is under way. "Sweep all" starts sweeps of every
 * wallet holding credited USDT; a failed sweep is retried from its row. Retrying is part of the
 * sweep permission.
 */
export default function TronTransactionSummaryPanel() {
  const root = useRef<HTMLDivElement>(null);
  const canSweep = useCan('tron_transaction_summary/sweep');
  return (
    <div className="lc-sweeps" ref={root}>
      <div className="lc-sweeps-cards">
        <ReconciliationCard />
        <WatcherStatusCard />
      </div>
      <ResourcePanel
        definition={sweepResource}
        actions={canSweep ? (reload) => <SweepAllButton onStarted={reload} /> : undefined}
        toolbar={(_filters, list) => (
          <LiveSweeps rows={list.rows} refreshQuietly={list.refreshQuietly} root={root} />
        )}
        rowActions={
          canSweep
            ? (row, list) => (canRetry(row) ? <RetrySweepButton row={row} onDone={list.reload} /> : null)
            : undefined
        }
      />
    </div>
  );
}
