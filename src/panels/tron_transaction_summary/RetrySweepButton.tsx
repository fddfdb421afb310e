import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import type { SweepRow } from './sweep-rules';

/**
 * A failed sweep's row button (`tron_transaction_summary/retry`). The server looks the failed
 * transaction up first: when it landed after all the sweep is simply marked swept, otherwise a new
 * sweep starts; either way the list reloads. A sweep retried already is refused with the server's
 * reason in a toast.
 */
export function RetrySweepButton({ row, onDone }: { row: SweepRow; onDone(): void }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);

  const retry = async () => {
    setBusy(true);
    try {
      const { id } = await api.call('tron_transaction_summary/retry', { id: row.id });
      showToast(
        'success',
        intl.formatMessage(
          {
            id:
              id === row.id
                ? 'tron_transaction_summary.retry_landed'
                : 'tron_transaction_summary.retry_started',
          },
          { id: row.id, next: id },
        ),
      );
      onDone();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="minimal"
      size="small"
      icon="repeat"
      intent="primary"
      loading={busy}
      data-action="tron_transaction_summary/retry"
      onClick={() => void retry()}
    >
      <FormattedMessage id="action.retry" />
    </Button>
  );
}
