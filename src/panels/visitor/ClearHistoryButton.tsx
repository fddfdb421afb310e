import { Button, FormGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import { useSiteToday } from '../../features/statistics/use-site-today';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { DateField } from '../../ui/DateField';
import { addDays } from '../../ui/days';

/** How far back records are kept when the administrator does not choose otherwise. */
const DEFAULT_KEEP_DAYS = 90;

/**
 * Deletes recorded visits before a day, for good, platform-wide (counts and statistics stay):
 * the retention tool of administrators, behind a confirmation that names the day.
 */
export function ClearHistoryButton({ onCleared }: { onCleared(): void }) {
  const intl = useIntl();
  const allowed = useCan('qr_code_access/clear_access_history');
  const today = useSiteToday();
  const [open, setOpen] = useState(false);
  const [before, setBefore] = useState(() => addDays(today, -DEFAULT_KEEP_DAYS));
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;

  const clear = async () => {
    setBusy(true);
    try {
      const { deleted } = await api.call('qr_code_access/clear_access_history', { before });
      showToast('success', intl.formatMessage({ id: 'visitor.history_cleared' }, { count: deleted }));
      setOpen(false);
      onCleared();
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        icon="eraser"
        intent="danger"
        variant="minimal"
        data-action="qr_code_access/clear_access_history"
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage({ id: 'visitor.clear_history' })}
      </Button>
      <ConfirmAlert
        isOpen={open}
        intent="danger"
        icon="eraser"
        busy={busy}
        confirmKey="visitor.clear_history"
        onCancel={() => setOpen(false)}
        onConfirm={clear}
      >
        <FormGroup label={intl.formatMessage({ id: 'visitor.clear_before' })} labelFor="lc-clear-before">
          <DateField id="lc-clear-before" value={before} max={today} onChange={setBefore} />
        </FormGroup>
        <p>{intl.formatMessage({ id: 'visitor.clear_history_confirm' }, { day: before })}</p>
      </ConfirmAlert>
    </>
  );
}
