import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api, errorMessage } from '../../core/api/api';
import { showToast } from '../../core/toaster';
import type { MessageKey } from '../../i18n/catalogues';
import { type BulkAction, CONFIRMED_ACTIONS } from './bulk-actions';
import { type CallingAction, performCodeAction } from './perform-code-action';
import type { CodeRow } from './use-code-list';

/**
 * An action waiting for the reader's confirmation, with the codes it acts on and, for a move,
 * where to (a group or an entry domain; null for none or the console host).
 */
export type PendingAction = { action: CallingAction; rows: CodeRow[]; target?: number | null };

const DONE_KEYS: Partial<Record<BulkAction, MessageKey>> = {
  trash: 'codes.done_trash',
  restore: 'codes.done_restore',
  move_group: 'codes.done_move',
  change_domain: 'codes.done_change_domain',
};

/**
 * What the code list does to codes, and the dialogs that belong to it: an action asks first when
 * it stops printed codes or reaches beyond the selection, says how it went, and tells `onChanged`
 * (the list and its neighbours count again). One action runs at a time (`busy`).
 */
export function useCodeActions(onChanged: () => void) {
  const intl = useIntl();
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [settingsFor, setSettingsFor] = useState<CodeRow[] | null>(null);
  const [recordsOf, setRecordsOf] = useState<CodeRow | null>(null);

  /** Performs one action; answers whether it worked (the confirmation stays open otherwise). */
  async function run({ action, rows, target }: PendingAction): Promise<boolean> {
    setBusy(true);
    try {
      const ids = rows.map((row) => row.id);
      const count = await performCodeAction(action, ids, target);
      showToast('success', intl.formatMessage({ id: DONE_KEYS[action] ?? 'codes.done_update' }, { count }));
      onChanged();
      return true;
    } catch (error) {
      showToast('error', errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return {
    pending,
    busy,
    /** The codes whose batch settings are being edited. */
    settingsFor,
    /** The code whose access records are open. */
    recordsOf,
    /** Asks for an action: at once, or after the reader confirms it. */
    request(action: BulkAction, rows: CodeRow[], target?: number | null) {
      if (action === 'settings') setSettingsFor(rows);
      else if (CONFIRMED_ACTIONS.has(action)) setPending({ action, rows, target });
      else void run({ action, rows, target });
    },
    async confirm() {
      if (pending && (await run(pending))) setPending(null);
    },
    cancel: () => setPending(null),
    openRecords: setRecordsOf,
    closeRecords: () => setRecordsOf(null),
    closeSettings: () => setSettingsFor(null),
    settingsSaved() {
      setSettingsFor(null);
      onChanged();
    },
    /** Brings back the access records an owner cleared from their lists (administrators). */
    async restoreRecords(row: CodeRow) {
      try {
        const { restored } = await api.call('qr_code_access/restore_access_records', { code_id: row.id });
        showToast(
          'success',
          intl.formatMessage({ id: 'access_records.restored_toast' }, { count: restored }),
        );
      } catch (error) {
        showToast('error', errorMessage(error));
      }
    },
  };
}

export type CodeActions = ReturnType<typeof useCodeActions>;
