import './codes.css';
import { type ReactNode, useRef, useState } from 'react';
import { listSelection, pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef } from '../../ui/resource/types';
import { type BulkAction, bulkActions } from './bulk-actions';
import { CodeActionDialogs } from './CodeActionDialogs';
import { CodeBulkBar } from './CodeBulkBar';
import { CodeListToolbar, NewCodeButton, type OwnerChoice } from './CodeListToolbar';
import { CodeRowActions, hasCodeRowActions } from './CodeRowActions';
import { CODE_SORTS } from './code-columns';
import { CODE_LIST_REFRESH_MS, CODE_LIST_SPECS, type CodeListVariant } from './code-list-variants';
import { useRotationTypes } from './rotation-types';
import { useAutoRefresh } from './use-auto-refresh';
import { useCodeActions } from './use-code-actions';
import { useCodeColumns } from './use-code-columns';
import { useCodeGroups } from './use-code-groups';
import { type CodeRow, useCodeList } from './use-code-list';
import { useCodePermissions } from './use-code-permissions';
import { useEntryDomains } from './use-entry-domains';

const NO_COLUMNS: readonly ColumnDef<CodeRow>[] = [];

export type CodeListProps = {
  variant: CodeListVariant;
  /** The grouping panel shows one group's codes; `null` = every code. */
  groupId?: number | null;
  /** The short-link list shows the codes on one of the caller's domains; `null` = any domain. */
  domainId?: number | null;
  /**
   * Columns a panel adds to the shared ones (the short-link forms); they show where the variant's
   * column keys place them.
   */
  extraColumns?: readonly ColumnDef<CodeRow>[];
  /** Something changed codes (moved, trashed, restored): neighbours may want to count again. */
  onChanged?(): void;
  /** Extra controls at the start of the toolbar (the grouping panel's heading). */
  toolbarStart?: ReactNode;
  /** Extra tools before the column picker (the code list's export and import); `refresh` reads the list again. */
  toolbarTools?(refresh: () => void): ReactNode;
};

/**
 * The one table of live codes, shared by the code list, the trash, the administrators' lists and
 * the grouping page: search and filters, server-side sorting and paging, columns the reader picks,
 * the QR preview, and the actions each shown only when the role holds their call.
 */
export function CodeList({
  variant,
  groupId = null,
  domainId = null,
  extraColumns = NO_COLUMNS,
  onChanged,
  toolbarStart,
  toolbarTools,
}: CodeListProps) {
  const spec = CODE_LIST_SPECS[variant];
  const can = useCodePermissions(variant, spec);
  const rotationTypes = useRotationTypes();
  const { groups, reload: reloadGroups } = useCodeGroups();
  const domains = useEntryDomains(can.listDomains);
  const root = useRef<HTMLDivElement>(null);
  const [owner, setOwner] = useState<OwnerChoice | null>(null);

  const list = useCodeList({
    inquire: spec.inquire,
    sorts: CODE_SORTS,
    fixed: spec.fixed,
    initialFilters: {
      ...(groupId === null ? {} : { group_id: groupId }),
      ...(domainId === null ? {} : { domain_id: domainId }),
    },
  });
  useAutoRefresh(root, list.refreshQuietly, CODE_LIST_REFRESH_MS, spec.autoRefresh);
  const refresh = () => {
    list.reload();
    reloadGroups();
  };
  const actions = useCodeActions(() => {
    refresh();
    onChanged?.();
  });

  const pickOwner = (picked: OwnerChoice | null) => {
    setOwner(picked);
    list.setFilter('owner_id', picked?.id);
  };
  const columns = useCodeColumns({
    variant,
    spec,
    rotationTypes,
    extraColumns,
    onToggleStatus: can.status ? (row, open) => actions.request(open ? 'open' : 'close', [row]) : undefined,
    onPickOwner: spec.filters.owner
      ? (row) => pickOwner({ id: row.owner_id, account: row.owner_account })
      : undefined,
  });

  const { selectedRows } = list;
  const offered = bulkActions(selectedRows, can);
  const batchShown = (Object.keys(offered) as BulkAction[]).some(
    (action) => offered[action].shown && !action.endsWith('_all'),
  );

  return (
    <div className={`lc-resource lc-codes lc-codes-${variant}`} ref={root}>
      <CodeListToolbar
        spec={spec}
        list={list}
        can={can}
        groups={groups}
        actions={actions}
        columnPicker={columns.picker}
        owner={owner}
        onPickOwner={pickOwner}
        onRefresh={refresh}
        start={toolbarStart}
        tools={toolbarTools?.(refresh)}
      />
      {batchShown && selectedRows.length > 0 && (
        <CodeBulkBar
          selectedRows={selectedRows}
          offered={offered}
          groups={groups}
          domains={domains}
          actions={actions}
          onClear={list.clearSelection}
        />
      )}
      <ResourceTable<CodeRow>
        columns={columns.shown}
        {...pagedTableProps(list)}
        emptyAction={can.create ? <NewCodeButton /> : undefined}
        selection={batchShown ? listSelection(list) : undefined}
        rowActions={
          hasCodeRowActions(can, spec.manage, spec.restore)
            ? (row) => (
                <CodeRowActions
                  row={row}
                  can={can}
                  manage={spec.manage}
                  trash={spec.restore}
                  groups={groups}
                  actions={actions}
                />
              )
            : undefined
        }
      />
      <CodeActionDialogs actions={actions} domains={domains} rotationTypes={rotationTypes} />
    </div>
  );
}
