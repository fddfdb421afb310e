import { Button, Menu, MenuItem, PopoverNext, Tag, Tooltip } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { api } from '../../core/api/api';
import { canCall } from '../../core/permissions/use-can';
import { ColumnPicker, type ColumnPickerProps } from '../../ui/resource/ColumnPicker';
import { FilterBar } from '../../ui/resource/FilterBar';
import { enumOptions } from './code-enums';
import { CODE_LIST_REFRESH_MS, type CodeListSpec } from './code-list-variants';
import { GroupSelect } from './GroupSelect';
import { openCodeEditor } from './open-code-editor';
import { RemotePicker } from './RemotePicker';
import type { CodeActions } from './use-code-actions';
import type { CodeGroup } from './use-code-groups';
import type { CodeListController, CodeRow } from './use-code-list';
import type { CodeListPermissions } from './use-code-permissions';

type Owner = CallOutput<'user_list/inquire'>['list'][number];

/** The account a list is narrowed to (administrators). */
export type OwnerChoice = { id: number; account: string };

/** Finds accounts by part of their name for the owner filter (administrators). */
async function searchOwners(keyword: string): Promise<Owner[]> {
  if (!canCall('user_list/inquire')) return [];
  const page = await api.call('user_list/inquire', { keyword: keyword || undefined, page: 1, page_size: 20 });
  return page.list;
}

/** The new-code button: it opens an empty editor. */
export function NewCodeButton() {
  return (
    <Button intent="primary" icon="plus" data-action="qr_code_list/add" onClick={() => openCodeEditor(null)}>
      <FormattedMessage id="codes.new" />
    </Button>
  );
}

export type CodeListToolbarProps = {
  spec: CodeListSpec;
  list: CodeListController;
  can: CodeListPermissions;
  groups: readonly CodeGroup[];
  actions: CodeActions;
  columnPicker: ColumnPickerProps<CodeRow>;
  owner: OwnerChoice | null;
  onPickOwner(owner: OwnerChoice | null): void;
  /** Reads the codes and their groups again. */
  onRefresh(): void;
  /** Extra controls at the start (the grouping panel's heading). */
  start?: ReactNode;
  /** Extra tools before the column picker (export and import of codes). */
  tools?: ReactNode;
};

/**
 * The row above a code table: search and the variant's filters, the auto-refresh note, opening
 * or closing every code, the column picker, refresh, and a new code.
 */
export function CodeListToolbar({
  spec,
  list,
  can,
  groups,
  actions,
  columnPicker,
  owner,
  onPickOwner,
  onRefresh,
  start,
  tools,
}: CodeListToolbarProps) {
  const intl = useIntl();
  const { filters } = list.query;
  return (
    <div className="lc-resource-toolbar">
      {start}
      <FilterBar
        filters={[{ kind: 'search', name: 'keyword', placeholderKey: 'codes.search' }]}
        values={filters}
        onChange={list.setFilter}
      />
      {spec.filters.group && (
        <GroupSelect
          groups={groups}
          groupId={filters.group_id ? Number(filters.group_id) : null}
          onChange={(groupId) => list.setFilter('group_id', groupId ?? undefined)}
          label={intl.formatMessage({ id: 'codes.any_group' })}
        />
      )}
      {spec.filters.status && (
        <FilterBar
          filters={[
            {
              kind: 'select',
              name: 'status',
              labelKey: 'codes.any_status',
              options: enumOptions('CodeStatus'),
            },
          ]}
          values={filters}
          onChange={list.setFilter}
        />
      )}
      {spec.filters.owner && (
        <RemotePicker<Owner>
          className="lc-codes-owner-picker"
          search={searchOwners}
          label={(user) => user.account}
          hint={(user) => user.name}
          selected={owner ? ({ id: owner.id, account: owner.account } as Owner) : null}
          onSelect={(user) => onPickOwner(user ? { id: user.id, account: user.account } : null)}
          placeholder={intl.formatMessage({ id: 'codes.owner_filter' })}
        />
      )}
      <span className="lc-header-spacer" />
      {spec.autoRefresh && (
        <Tooltip content={intl.formatMessage({ id: 'codes.auto_refresh_help' })} placement="bottom">
          <Tag minimal icon="automatic-updates" className="lc-codes-live">
            <FormattedMessage id="codes.auto_refresh" values={{ seconds: CODE_LIST_REFRESH_MS / 1000 }} />
          </Tag>
        </Tooltip>
      )}
      {can.status && (
        <PopoverNext
          placement="bottom-end"
          content={
            <Menu>
              <MenuItem
                icon="play"
                data-action="codes.open_all"
                text={intl.formatMessage({ id: 'codes.open_all' })}
                onClick={() => actions.request('open_all', [])}
              />
              <MenuItem
                icon="pause"
                intent="danger"
                data-action="codes.close_all"
                text={intl.formatMessage({ id: 'codes.close_all' })}
                onClick={() => actions.request('close_all', [])}
              />
            </Menu>
          }
        >
          <Button icon="power" rightIcon="caret-down" data-action="codes.all_status">
            <FormattedMessage id="codes.all_codes" />
          </Button>
        </PopoverNext>
      )}
      {tools}
      <ColumnPicker {...columnPicker} />
      <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
        <Button
          icon="refresh"
          data-action="codes.refresh"
          loading={list.refreshing && list.state.status === 'ready' && !spec.autoRefresh}
          aria-label={intl.formatMessage({ id: 'action.refresh' })}
          onClick={onRefresh}
        />
      </Tooltip>
      {can.create && <NewCodeButton />}
    </div>
  );
}
