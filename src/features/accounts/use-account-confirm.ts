import { useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { Disabled } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import type { AccountRow } from './account-columns';
import type { AccountsDefinition } from './types';

/** An account action that asks first: disabling or enabling accounts, ending one's sessions. */
export type AccountConfirm =
  | { kind: 'disable'; rows: AccountRow[]; disabled: (typeof Disabled)[keyof typeof Disabled] }
  | { kind: 'refresh'; row: AccountRow };

/** The question an account action asks before it runs. */
export function confirmText(confirm: AccountConfirm, format: IntlShape['formatMessage']): string {
  if (confirm.kind === 'refresh')
    return format({ id: 'account.refresh_confirm' }, { account: confirm.row.account });
  const values = { count: confirm.rows.length, account: confirm.rows[0]?.account ?? '' };
  return format(
    { id: confirm.disabled === Disabled.yes ? 'account.disable_confirm' : 'account.enable_confirm' },
    values,
  );
}

/**
 * The account action waiting for the reader's yes, and running it: a toast says how it went, and
 * the list reads again when it shows the change (`reload`).
 */
export function useAccountConfirm(definition: AccountsDefinition, reload: () => void) {
  const intl = useIntl();
  const [confirm, setConfirm] = useState<AccountConfirm | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async () => {
    if (!confirm) return;
    setBusy(true);
    try {
      if (confirm.kind === 'disable') {
        await api.callByPath(definition.calls.disable, {
          ids: confirm.rows.map((row) => row.id),
          disabled: confirm.disabled,
        });
        showToast(
          'success',
          intl.formatMessage(
            { id: confirm.disabled === Disabled.yes ? 'account.disabled_done' : 'account.enabled_done' },
            { count: confirm.rows.length },
          ),
        );
        reload();
      } else {
        await api.callByPath(definition.calls.refresh, { id: confirm.row.id });
        showToast(
          'success',
          intl.formatMessage({ id: 'account.refresh_sent' }, { account: confirm.row.account }),
        );
      }
      setConfirm(null);
    } catch (error) {
      showToast('error', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return { confirm, busy, ask: setConfirm, cancel: () => setConfirm(null), run };
}
