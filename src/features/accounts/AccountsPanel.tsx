import { Button } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { calls } from '../../../contract/calls';
import { Disabled } from '../../../contract/enums';
import { api } from '../../core/api/api';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { useChosenColumns } from '../../ui/resource/column-choice';
import { ResourceForm } from '../../ui/resource/ResourceForm';
import { listSelection, pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import type { ResourceDefinition } from '../../ui/resource/types';
import { useResourceList } from '../../ui/resource/use-resource-list';
import { AccountRowActions } from './AccountRowActions';
import { AccountsToolbar } from './AccountsToolbar';
import type { AccountRow } from './account-columns';
import { type AccountDialog, dialogForm } from './account-dialogs';
import { batchTargets, untouchable } from './account-targets';
import type { AccountsDefinition } from './types';
import { confirmText, useAccountConfirm } from './use-account-confirm';
import { useAccountPermissions } from './use-account-permissions';
import { useAccountRoles } from './use-account-roles';
import { useActor } from './use-actor';
import './accounts.css';

/**
 * The account list shared by `user_list` and `administrators`: search and filters, server-side
 * sorting and paging, columns the reader chooses, and the actions each shown only when granted.
 */
export function AccountsPanel({ definition }: { definition: AccountsDefinition }) {
  const intl = useIntl();
  const actor = useActor();
  const roles = useAccountRoles(definition.scope, actor.isSuper);
  const resource = useMemo<ResourceDefinition<AccountsDefinition['calls']['inquire']>>(
    () => ({
      id: definition.id,
      inquire: definition.calls.inquire,
      columns: definition.columns,
      rowLabel: (row) => row.account,
    }),
    [definition],
  );
  const list = useResourceList(resource);
  const columns = useChosenColumns(
    `lc.columns.${definition.id}.v1`,
    definition.columns,
    definition.defaultColumns,
  );
  const [dialog, setDialog] = useState<AccountDialog>(null);
  const confirm = useAccountConfirm(definition, list.reload);
  const can = useAccountPermissions(definition);
  const { selectedRows, disableTargets } = batchTargets(list.rows, list.selected, roles, actor);

  const addButton = can.add && (
    <Button
      intent="primary"
      icon="new-person"
      data-action={definition.calls.add}
      onClick={() => setDialog({ kind: 'add' })}
    >
      <FormattedMessage id={definition.keys.add} />
    </Button>
  );

  const form = dialogForm(dialog, definition, roles, actor, intl.formatMessage);
  const pending = confirm.confirm;
  const disabling = pending?.kind === 'disable' && pending.disabled === Disabled.yes;

  return (
    <div className="lc-resource lc-accounts" data-accounts={definition.id}>
      <AccountsToolbar
        definition={definition}
        can={can}
        roles={roles}
        filters={list.query.filters}
        onFilter={list.setFilter}
        selectedRows={selectedRows}
        disableTargets={disableTargets}
        onDialog={setDialog}
        onConfirm={confirm.ask}
        columnPicker={columns.picker}
        onRefresh={list.reload}
        addButton={addButton}
      />
      <ResourceTable<AccountRow>
        columns={columns.shown}
        {...pagedTableProps(list)}
        emptyAction={addButton || undefined}
        selection={can.disable || can.message ? listSelection(list) : undefined}
        rowActions={(row) => (
          <AccountRowActions
            row={row}
            definition={definition}
            can={can}
            ownId={actor.userId}
            locked={untouchable(row, roles, actor)}
            onDialog={setDialog}
            onConfirm={confirm.ask}
          />
        )}
      />
      {dialog && form && (
        <ResourceForm
          isOpen
          title={form.title}
          submitText={intl.formatMessage({ id: form.submitKey })}
          fields={form.fields}
          initial={form.initial}
          intro={form.intro}
          schema={calls[form.path].input}
          submit={(input) => api.callByPath(form.path, input)}
          savedMessage={form.savedMessage}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            if (form.reloads) list.reload();
          }}
        />
      )}
      <ConfirmAlert
        isOpen={pending !== null}
        intent={disabling ? 'danger' : 'primary'}
        icon={pending?.kind === 'refresh' ? 'refresh' : disabling ? 'disable' : 'unlock'}
        busy={confirm.busy}
        confirmKey="action.confirm"
        onCancel={confirm.cancel}
        onConfirm={confirm.run}
      >
        <p>{pending && confirmText(pending, intl.formatMessage)}</p>
      </ConfirmAlert>
    </div>
  );
}
