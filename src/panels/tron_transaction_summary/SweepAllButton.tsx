import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import { ConfirmAlert } from '../../ui/ConfirmAlert';

/**
 * "Sweep all" (`tron_transaction_summary/sweep`, `all: true`), behind a confirmation saying what
 * happens: each deposit wallet holding credited USDT above the threshold is swept to the collection
 * wallet, TRX for its energy sent from the gas wallet first when it needs some. The toast tells how
 * many sweeps started and how many wallets were skipped (a sweep of theirs already under way).
 */
export function SweepAllButton({ onStarted }: { onStarted(): void }) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  const sweep = async () => {
    setBusy(true);
    try {
      const { started, skipped } = await api.call('tron_transaction_summary/sweep', { all: true });
      showToast(
        started > 0 ? 'success' : 'info',
        intl.formatMessage({ id: 'tron_transaction_summary.sweep_done' }, { started, skipped }),
      );
      setConfirming(false);
      onStarted();
    } catch (error) {
      // No collection wallet set, or no chain: the server's words say which.
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        intent="primary"
        icon="exchange"
        data-action="tron_transaction_summary/sweep"
        onClick={() => setConfirming(true)}
      >
        <FormattedMessage id="tron_transaction_summary.sweep_all" />
      </Button>
      <ConfirmAlert
        isOpen={confirming}
        intent="primary"
        icon="exchange"
        busy={busy}
        confirmKey="tron_transaction_summary.sweep_all_confirm"
        onCancel={() => setConfirming(false)}
        onConfirm={() => void sweep()}
      >
        <p>
          <strong>
            <FormattedMessage id="tron_transaction_summary.sweep_all_title" />
          </strong>
        </p>
        <p>
          <FormattedMessage id="tron_transaction_summary.sweep_all_explain" />
        </p>
        <p>
          <FormattedMessage id="tron_transaction_summary.sweep_all_gas" />
        </p>
      </ConfirmAlert>
    </>
  );
}
