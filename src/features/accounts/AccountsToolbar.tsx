import { Button, ButtonGroup, Tooltip } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Disabled, OnlineStatus } from '../../../contract/enums';
import { HTMLSelect } from '../../ui/HTMLSelect';
import type { FilterValues } from '../../ui/paged-list/paged-list-state';
import { ColumnPicker, type ColumnPickerProps } from '../../ui/resource/ColumnPicker';
import { FilterBar } from '../../ui/resource/FilterBar';
import type { FilterDef } from '../../ui/resource/types';
import type { AccountRow } from './account-columns';
import type { AccountDialog } from './account-dialogs';
import type { AccountsDefinition } from './types';
import type { AccountConfirm } from './use-account-confirm';
import type { AccountPermissions } from './use-account-permissions';
import type { AccountRoles } from './use-account-roles';

const FILTERS: FilterDef[] = [
  {
    kind: 'select',
    name: 'disabled',
    labelKey: 'account.any_status',
    options: [
      { value: Disabled.no, labelKey: 'account.enabled' },
      { value: Disabled.yes, labelKey: 'account.disabled' },
    ],
  },
  {
    kind: 'select',
    name: 'online_status',
    labelKey: 'account.any_online',
    options: [
      { value: OnlineStatus.online, labelKey: 'account.online_yes' },
      { value: OnlineStatus.offline, labelKey: 'account.online_no' },
    ],
  },
];

export type AccountsToolbarProps = {
  definition: AccountsDefinition;
  can: AccountPermissions;
  /** The roles to filter by; the select hides while they load or cannot be read. */
  roles: AccountRoles | null;
  filters: FilterValues;
  onFilter(name: string, value: FilterValues[string]): void;
  /** The picked accounts a batch acts on, and those of them that may be disabled. */
  selectedRows: AccountRow[];
  disableTargets: AccountRow[];
  onDialog(dialog: AccountDialog): void;
  onConfirm(confirm: AccountConfirm): void;
  columnPicker: ColumnPickerProps<AccountRow>;
  onRefresh(): void;
  addButton: ReactNode;
};

/** The row above an account table: search and filters, the batch tools, columns, refresh, add. */
export function AccountsToolbar({
  definition,
  can,
  roles,
  filters,
  onFilter,
  selectedRows,
  disableTargets,
  onDialog,
  onConfirm,
  columnPicker,
  onRefresh,
  addButton,
}: AccountsToolbarProps) {
  const intl = useIntl();
  return (
    <div className="lc-resource-toolbar">
      <FilterBar
        filters={[{ kind: 'search', name: 'keyword', placeholderKey: definition.keys.search }]}
        values={filters}
        onChange={onFilter}
      />
      {roles && (
        <HTMLSelect
          aria-label={intl.formatMessage({ id: 'account.any_role' })}
          value={String(filters.role_id ?? '')}
          onChange={(event) =>
            onFilter('role_id', event.currentTarget.value ? Number(event.currentTarget.value) : undefined)
          }
        >
          <option value="">{intl.formatMessage({ id: 'account.any_role' })}</option>
          {roles.assignable.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </HTMLSelect>
      )}
      <FilterBar filters={FILTERS} values={filters} onChange={onFilter} />
      <span className="lc-header-spacer" />
      {selectedRows.length > 0 && (
        <ButtonGroup className="lc-accounts-batch">
          {can.message && (
            <Button icon="envelope" onClick={() => onDialog({ kind: 'message', rows: selectedRows })}>
              <FormattedMessage id="account.batch_message" values={{ count: selectedRows.length }} />
            </Button>
          )}
          {can.disable && (
            <>
              <Button
                icon="disable"
                intent="danger"
                variant="outlined"
                disabled={disableTargets.length === 0}
                onClick={() => onConfirm({ kind: 'disable', rows: disableTargets, disabled: Disabled.yes })}
              >
                <FormattedMessage id="account.batch_disable" values={{ count: disableTargets.length }} />
              </Button>
              <Button
                icon="unlock"
                variant="outlined"
                onClick={() => onConfirm({ kind: 'disable', rows: selectedRows, disabled: Disabled.no })}
              >
                <FormattedMessage id="account.batch_enable" values={{ count: selectedRows.length }} />
              </Button>
            </>
          )}
        </ButtonGroup>
      )}
      <ColumnPicker {...columnPicker} />
      <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
        <Button
          icon="refresh"
          aria-label={intl.formatMessage({ id: 'action.refresh' })}
          onClick={onRefresh}
        />
      </Tooltip>
      {addButton}
    </div>
  );
}
