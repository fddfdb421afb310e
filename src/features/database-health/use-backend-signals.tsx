import { Button, Tooltip } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import type { MessageKey } from '../../i18n/catalogues';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { leftTransactionOpen } from './backend-health';

/** Cancelling stops the statement a backend runs; ending closes the backend itself. */
export type Signal = 'cancel' | 'terminate';

/** The backend a signal is meant for, as the confirmation names it. */
export type SignalTarget = { pid: number; user: string; state: string };

type SignalWords = {
  path: 'mysql_time_consuming/cancel' | 'mysql_time_consuming/terminate';
  /** The row button's name, with the pid. */
  labelKey: MessageKey;
  questionKey: MessageKey;
  confirmKey: MessageKey;
  doneKey: MessageKey;
  notDoneKey: MessageKey;
};

const SIGNALS: Record<Signal, SignalWords> = {
  cancel: {
    path: 'mysql_time_consuming/cancel',
    labelKey: 'db_health_ui.cancel_of',
    questionKey: 'db_health_ui.cancel_question',
    confirmKey: 'db_health_ui.cancel',
    doneKey: 'db_health_ui.cancel_done',
    notDoneKey: 'db_health_ui.cancel_not_done',
  },
  terminate: {
    path: 'mysql_time_consuming/terminate',
    labelKey: 'db_health_ui.terminate_of',
    questionKey: 'db_health_ui.terminate_question',
    confirmKey: 'db_health_ui.terminate',
    doneKey: 'db_health_ui.terminate_done',
    notDoneKey: 'db_health_ui.terminate_not_done',
  },
};

/**
 * Cancelling a backend's statement or ending the backend, for a super administrator: whether the
 * caller holds each call (seeded to super administrators only), the row buttons, and the question
 * that says what will happen before anything is sent. The server's answer is toasted and `onDone`
 * runs whatever it was, since a refusal (the backend is gone) also means the list is out of date.
 */
export function useBackendSignals(onDone: () => void) {
  const intl = useIntl();
  const canCancel = useCan('mysql_time_consuming/cancel');
  const canTerminate = useCan('mysql_time_consuming/terminate');
  // The last question stays set while its dialog closes, so its words do not change as it fades.
  const [asking, setAsking] = useState<{ signal: Signal; target: SignalTarget } | null>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const send = async () => {
    if (!asking) return;
    const words = SIGNALS[asking.signal];
    const { pid } = asking.target;
    setBusy(true);
    try {
      const { done } = await api.call(words.path, { pid });
      showToast(
        done ? 'success' : 'warning',
        intl.formatMessage({ id: done ? words.doneKey : words.notDoneKey }, { pid }),
      );
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
      setOpen(false);
      onDone();
    }
  };

  /**
   * The buttons for one backend, those the caller may use: icons in a row, worded in a detail. A
   * transaction left open runs no statement, so only ending it is offered: cancelling would
   * answer "done" and free nothing.
   */
  const buttons = (target: SignalTarget, worded = false): ReactNode => {
    const offered: Signal[] = [
      ...(canCancel && !leftTransactionOpen(target.state) ? (['cancel'] as const) : []),
      ...(canTerminate ? (['terminate'] as const) : []),
    ];
    // An icon row keeps the end button in the same place when the stop button is left out.
    const gap = !worded && canCancel && !offered.includes('cancel');
    const drawn = offered.map((signal) => {
      const label = intl.formatMessage({ id: SIGNALS[signal].labelKey }, { pid: target.pid });
      const ask = () => {
        setAsking({ signal, target });
        setOpen(true);
      };
      const look = {
        icon: signal === 'cancel' ? ('stop' as const) : ('cross-circle' as const),
        intent: signal === 'cancel' ? ('warning' as const) : ('danger' as const),
        'data-action': SIGNALS[signal].path,
        onClick: ask,
      };
      return worded ? (
        <Button key={signal} variant="outlined" {...look}>
          {label}
        </Button>
      ) : (
        <Tooltip key={signal} content={label} placement="left">
          <Button variant="minimal" size="small" aria-label={label} {...look} />
        </Tooltip>
      );
    });
    return gap ? [<span key="gap" className="lc-db-action-gap" />, ...drawn] : drawn;
  };

  const words = asking ? SIGNALS[asking.signal] : SIGNALS.cancel;
  const dialog = (
    <ConfirmAlert
      isOpen={open}
      intent={asking?.signal === 'cancel' ? 'warning' : 'danger'}
      icon={asking?.signal === 'cancel' ? 'stop' : 'cross-circle'}
      busy={busy}
      confirmKey={words.confirmKey}
      onCancel={() => setOpen(false)}
      onConfirm={send}
    >
      <p>
        <FormattedMessage
          id={words.questionKey}
          values={{ pid: asking?.target.pid ?? 0, user: asking?.target.user || '—' }}
        />
      </p>
    </ConfirmAlert>
  );

  return { canSignal: canCancel || canTerminate, buttons, dialog };
}
