import { Alert, type AlertProps } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import type { MessageKey } from '../i18n/catalogues';

export type ConfirmAlertProps = Omit<AlertProps, 'cancelButtonText' | 'confirmButtonText' | 'loading'> & {
  /** The confirm button's words: what is about to happen ("Delete", "Clear the records"). */
  confirmKey: MessageKey;
  /** The action runs: the confirm button spins and neither button can be pressed again. */
  busy?: boolean;
};

/** Asks before an action that cannot simply be undone; Cancel (or Escape) leaves everything as it was. */
export function ConfirmAlert({ confirmKey, busy, ...props }: ConfirmAlertProps) {
  const intl = useIntl();
  return (
    <Alert
      cancelButtonText={intl.formatMessage({ id: 'action.cancel' })}
      confirmButtonText={intl.formatMessage({ id: confirmKey })}
      loading={busy}
      {...props}
    />
  );
}
