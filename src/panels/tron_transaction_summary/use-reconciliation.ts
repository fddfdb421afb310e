import { useCallback, useEffect, useRef, useState } from 'react';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import type { LoadState } from '../../ui/load-state';
import type { Reconciliation } from './sweep-rules';

/** The check's answer, or that no chain is configured (the server's null): nothing to compare then. */
export type ReconciliationState = LoadState<Reconciliation> | { status: 'no_chain' };

export type ReconciliationQuery = {
  state: ReconciliationState;
  /** The chain is being read: the check button spins. */
  busy: boolean;
  /** When the shown figures were read. */
  checkedAt: Date | null;
  check(): void;
};

/**
 * The reconciliation of on-chain USDT against the ledger (`tron_transaction_summary/reconcile`).
 * It reads every deposit wallet from the chain, so it runs when the panel opens and when asked,
 * never on a timer. A failed check while figures are shown keeps them and says so in a toast.
 */
export function useReconciliation(): ReconciliationQuery {
  const [state, setState] = useState<ReconciliationState>({ status: 'loading' });
  const [busy, setBusy] = useState(true);
  const [checkedAt, setCheckedAt] = useState<Date | null>(null);
  const [attempt, setAttempt] = useState(0);
  /** Figures are on screen: a failed check again leaves them there. */
  const shown = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the check-again trigger
  useEffect(() => {
    let current = true;
    setBusy(true);
    api.call('tron_transaction_summary/reconcile', {}).then(
      (data) => {
        if (!current) return;
        setBusy(false);
        shown.current = data !== null;
        setState(data === null ? { status: 'no_chain' } : { status: 'ready', data });
        if (data !== null) setCheckedAt(new Date());
      },
      (error: unknown) => {
        if (!current) return;
        setBusy(false);
        if (shown.current) {
          showToast('error', errorMessage(error));
        } else {
          setState({ status: 'error', message: errorMessage(error) });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const check = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, busy, checkedAt, check };
}
