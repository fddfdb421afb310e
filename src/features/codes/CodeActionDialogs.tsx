import type { IconName } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { AccessRecordsDialog } from '../access-records/AccessRecordsDialog';
import { BatchSettingsDialog } from './BatchSettingsDialog';
import type { BulkAction } from './bulk-actions';
import { domainName } from './code-target-menus';
import type { RotationType } from './rotation-types';
import type { CodeActions } from './use-code-actions';
import type { EntryDomain } from './use-entry-domains';

const CONFIRM_KEYS: Partial<Record<BulkAction, MessageKey>> = {
  close: 'codes.confirm_close',
  open_all: 'codes.confirm_open_all',
  close_all: 'codes.confirm_close_all',
  trash: 'codes.confirm_trash',
  change_domain: 'codes.confirm_change_domain',
};

const PENDING_ICONS: Partial<Record<BulkAction, IconName>> = {
  trash: 'trash',
  open_all: 'play',
  change_domain: 'globe-network',
};

export type CodeActionDialogsProps = {
  actions: CodeActions;
  /** Names the domain a confirmed move goes to. */
  domains: readonly EntryDomain[];
  rotationTypes: readonly RotationType[] | null;
};

/** The dialogs the code actions open: a confirmation, a code's access records, batch settings. */
export function CodeActionDialogs({ actions, domains, rotationTypes }: CodeActionDialogsProps) {
  const intl = useIntl();
  const { pending } = actions;
  const pendingCount = pending?.rows.length ?? 0;
  const pendingKey = pending ? CONFIRM_KEYS[pending.action] : undefined;
  return (
    <>
      <ConfirmAlert
        isOpen={pending !== null}
        intent={pending?.action === 'open_all' ? 'primary' : 'danger'}
        icon={PENDING_ICONS[pending?.action ?? 'close'] ?? 'pause'}
        busy={actions.busy}
        confirmKey="action.confirm"
        onCancel={actions.cancel}
        onConfirm={actions.confirm}
      >
        {pendingKey && (
          <p>
            <FormattedMessage
              id={pendingKey}
              values={{
                count: pendingCount,
                name: pendingCount === 1 ? (pending?.rows[0]?.name ?? '') : '',
                domain: domainName(intl, domains, pending?.target),
              }}
            />
          </p>
        )}
      </ConfirmAlert>
      {actions.recordsOf && <AccessRecordsDialog code={actions.recordsOf} onClose={actions.closeRecords} />}
      {actions.settingsFor && (
        <BatchSettingsDialog
          rows={actions.settingsFor}
          rotationTypes={rotationTypes}
          onClose={actions.closeSettings}
          onSaved={actions.settingsSaved}
        />
      )}
    </>
  );
}
