import './codes.css';
import {
  Button,
  ButtonGroup,
  Divider,
  type IconName,
  Menu,
  MenuDivider,
  MenuItem,
  PopoverNext,
  Tag,
  Tooltip,
} from '@blueprintjs/core';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CallOutput } from '../../../contract/calls';
import { CodeStatus, OpenLog, RestrictionVisit } from '../../../contract/enums';
import { api, errorMessage } from '../../core/api/api';
import { useCanOpen } from '../../core/panels/open-panel';
import { canCall, useCan } from '../../core/permissions/use-can';
import { showToast } from '../../core/toaster';
import type { MessageKey } from '../../i18n/catalogues';
import { ConfirmAlert } from '../../ui/ConfirmAlert';
import { ColumnPicker } from '../../ui/resource/ColumnPicker';
import { useColumnChoice } from '../../ui/resource/column-choice';
import { FilterBar } from '../../ui/resource/FilterBar';
import { listSelection, pagedTableProps, ResourceTable } from '../../ui/resource/ResourceTable';
import type { ColumnDef } from '../../ui/resource/types';
import { AccessRecordsDialog } from '../access-records/AccessRecordsDialog';
import { BatchSettingsDialog } from './BatchSettingsDialog';
import { type BulkAction, bulkActions, CONFIRMED_ACTIONS } from './bulk-actions';
import { CODE_SORTS, codeColumns } from './code-columns';
import { enumOptions } from './code-enums';
import { CODE_LIST_REFRESH_MS, CODE_LIST_SPECS, type CodeListVariant } from './code-list-variants';
import { GroupSelect } from './GroupSelect';
import { openCodeEditor } from './open-code-editor';
import { QrPreview } from './QrPreview';
import { RemotePicker } from './RemotePicker';
import { useRotationTypes } from './rotation-types';
import { useAutoRefresh } from './use-auto-refresh';
import { type CodeGroup, useCodeGroups } from './use-code-groups';
import { type CodeRow, useCodeList } from './use-code-list';
import { useEntryDomains } from './use-entry-domains';

type Owner = CallOutput<'user_list/inquire'>['list'][number];

const NO_COLUMNS: readonly ColumnDef<CodeRow>[] = [];

/**
 * A bulk action waiting for the reader's confirmation, with the codes it acts on and, for a move,
 * where to (a group or an entry domain; null for none or the console host).
 */
type Pending = { action: BulkAction; rows: CodeRow[]; target?: number | null } | null;

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

const DONE_KEYS: Partial<Record<BulkAction, MessageKey>> = {
  trash: 'codes.done_trash',
  restore: 'codes.done_restore',
  move_group: 'codes.done_move',
  change_domain: 'codes.done_change_domain',
};

/** Finds accounts by part of their name for the owner filter (administrators). */
async function searchOwners(keyword: string): Promise<Owner[]> {
  if (!canCall('user_list/inquire')) return [];
  const page = await api.call('user_list/inquire', { keyword: keyword || undefined, page: 1, page_size: 20 });
  return page.list;
}

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
}: CodeListProps) {
  const intl = useIntl();
  const spec = CODE_LIST_SPECS[variant];
  const rotationTypes = useRotationTypes();
  const { groups, reload: reloadGroups } = useCodeGroups();
  const root = useRef<HTMLDivElement>(null);
  const [owner, setOwner] = useState<{ id: number; account: string } | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [settingsFor, setSettingsFor] = useState<CodeRow[] | null>(null);
  const [recordsOf, setRecordsOf] = useState<CodeRow | null>(null);

  const editorGranted = useCanOpen('set_qr_code');
  const granted = {
    add: useCan('qr_code_list/add'),
    details: useCan('qr_code_list/details'),
    status: useCan('qr_code_list/oepn_all_status'),
    move: useCan('group/move'),
    domain: useCan('qr_code_list/change_domain_name'),
    domains: useCan('domain_list/inquire'),
    restriction: useCan('qr_code_list/update_restriction_visit'),
    openLog: useCan('qr_code_list/update_open_log'),
    settings: useCan('qr_code_list/batch_update'),
    trash: useCan('qr_code_list/remove'),
    restore: useCan('qr_code_list/update_remove'),
    records: useCan('qr_code_access/inquire'),
    restoreRecords: useCan('qr_code_access/restore_access_records'),
  };
  const can = {
    create: spec.manage && editorGranted && granted.add,
    edit: spec.manage && editorGranted && granted.details,
    // Rows carry their signed QR address: no further call is needed to show it.
    qr: spec.manage || variant === 'admin',
    status: spec.manage && granted.status,
    move: (spec.manage || variant === 'grouping') && granted.move,
    domain: spec.manage && granted.domain,
    restriction: spec.manage && granted.restriction,
    openLog: spec.manage && granted.openLog,
    settings: spec.manage && granted.settings,
    trash: spec.manage && granted.trash,
    restore: spec.restore && granted.restore,
    records: spec.manage && granted.records,
    // Administrators bring back what an owner cleared, from the lists of everyone's codes.
    restoreRecords: spec.filters.owner && granted.restoreRecords,
  };
  const domains = useEntryDomains(can.domain && granted.domains);

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
  const canToggle = can.status;
  const pickableOwner = spec.filters.owner;
  const columnKeys = spec.columns;

  // Cells call back through a ref, so the column set is rebuilt only when its inputs change.
  const handlers = useRef({
    toggleStatus: (_row: CodeRow, _open: boolean) => {},
    pickOwner: (_row: CodeRow) => {},
  });
  const allColumns = useMemo(
    () =>
      [
        ...codeColumns({
          rotationTypes,
          onToggleStatus: canToggle ? (row, open) => handlers.current.toggleStatus(row, open) : undefined,
          onPickOwner: pickableOwner ? (row) => handlers.current.pickOwner(row) : undefined,
        }),
        ...extraColumns,
      ].filter((column) => columnKeys.includes(column.key)),
    [rotationTypes, canToggle, pickableOwner, columnKeys, extraColumns],
  );
  const ordered = useMemo(
    () => spec.columns.flatMap((key) => allColumns.filter((column) => column.key === key)),
    [allColumns, spec.columns],
  );
  const columnChoice = useColumnChoice(
    `lc.columns.codes.${variant}.v1`,
    spec.columns,
    spec.defaults,
    spec.columns[0],
  );
  const shown = ordered.filter((column) => columnChoice.visible.includes(column.key));

  const pickOwner = (picked: { id: number; account: string } | null) => {
    setOwner(picked);
    list.setFilter('owner_id', picked?.id);
  };

  handlers.current = {
    toggleStatus: (row, open) => {
      if (open) void runAction('open', [row]);
      else setPending({ action: 'close', rows: [row] });
    },
    pickOwner: (row) => pickOwner({ id: row.owner_id, account: row.owner_account }),
  };

  const changed = () => {
    list.reload();
    reloadGroups();
    onChanged?.();
  };

  /** Performs one bulk action; answers whether it worked (the confirmation stays open otherwise). */
  async function restoreRecords(row: CodeRow) {
    try {
      const { restored } = await api.call('qr_code_access/restore_access_records', { code_id: row.id });
      showToast('success', intl.formatMessage({ id: 'access_records.restored_toast' }, { count: restored }));
    } catch (error) {
      showToast('error', errorMessage(error));
    }
  }

  async function runAction(action: BulkAction, rows: CodeRow[], target?: number | null) {
    const ids = rows.map((row) => row.id);
    setBusy(true);
    try {
      let count = ids.length;
      switch (action) {
        case 'open':
        case 'close':
          await api.call('qr_code_list/oepn_all_status', {
            ids,
            status: action === 'open' ? CodeStatus.open : CodeStatus.closed,
          });
          break;
        case 'open_all':
        case 'close_all':
          count = (
            await api.call('qr_code_list/oepn_all_status', {
              all: true,
              status: action === 'open_all' ? CodeStatus.open : CodeStatus.closed,
            })
          ).changed;
          break;
        case 'move_group':
          await api.call('group/move', { ids, group_id: target ?? null });
          break;
        case 'change_domain':
          await api.call('qr_code_list/change_domain_name', { ids, domain_id: target ?? null });
          break;
        case 'wechat_on':
        case 'wechat_off':
          await api.call('qr_code_list/update_restriction_visit', {
            ids,
            restriction_visit: action === 'wechat_on' ? RestrictionVisit.wechat_only : RestrictionVisit.none,
          });
          break;
        case 'log_detailed':
        case 'log_counts':
          await api.call('qr_code_list/update_open_log', {
            ids,
            open_log: action === 'log_detailed' ? OpenLog.detailed : OpenLog.counts_only,
          });
          break;
        case 'trash':
          await api.call('qr_code_list/remove', { ids });
          break;
        case 'restore':
          await api.call('qr_code_list/update_remove', { ids });
          break;
        case 'settings':
          setSettingsFor(rows);
          return true;
      }
      showToast('success', intl.formatMessage({ id: DONE_KEYS[action] ?? 'codes.done_update' }, { count }));
      changed();
      return true;
    } catch (error) {
      showToast('error', errorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const request = (action: BulkAction, rows: CodeRow[], target?: number | null) => {
    if (CONFIRMED_ACTIONS.has(action)) setPending({ action, rows, target });
    else void runAction(action, rows, target);
  };

  const selectedRows = list.selectedRows;
  const actions = bulkActions(selectedRows, can);
  const batchShown = (Object.keys(actions) as BulkAction[]).some(
    (action) => actions[action].shown && !action.endsWith('_all'),
  );

  const groupItems = (rows: CodeRow[]) => [
    <MenuItem
      key="none"
      icon="folder-close"
      text={intl.formatMessage({ id: 'codes.no_group' })}
      onClick={() => request('move_group', rows, null)}
    />,
    ...(groups.length > 0 ? [<MenuDivider key="divider" />] : []),
    ...groups.map((group: CodeGroup) => (
      <MenuItem
        key={group.id}
        icon="folder-close"
        text={group.name}
        label={String(group.code_count)}
        onClick={() => request('move_group', rows, group.id)}
      />
    )),
  ];

  const domainName = (id: number | null | undefined) =>
    id == null
      ? intl.formatMessage({ id: 'codes.domain_console' })
      : (domains.find((domain) => domain.id === id)?.host ?? `#${id}`);
  const domainItems = (rows: CodeRow[]) =>
    [null, ...domains.map((domain) => domain.id)].map((id) => (
      <MenuItem
        key={id ?? 'console'}
        icon="globe-network"
        text={domainName(id)}
        onClick={() => request('change_domain', rows, id)}
      />
    ));

  const createButton = can.create && (
    <Button intent="primary" icon="plus" data-action="qr_code_list/add" onClick={() => openCodeEditor(null)}>
      <FormattedMessage id="codes.new" />
    </Button>
  );

  const rowActions = (row: CodeRow) => {
    if (spec.restore) {
      return can.restore ? (
        <Button
          variant="minimal"
          size="small"
          icon="undo"
          data-action="qr_code_list/update_remove"
          onClick={() => request('restore', [row])}
        >
          <FormattedMessage id="codes.restore" />
        </Button>
      ) : null;
    }
    return (
      <span className="lc-codes-row-actions" data-code={row.file_name}>
        {can.qr && (
          <PopoverNext
            placement="left"
            content={<QrPreview codeId={row.id} url={row.url} qrUrl={row.qr_url} />}
            popoverClassName="lc-qr-popover"
          >
            <Tooltip content={intl.formatMessage({ id: 'codes.qr' })} placement="top" hoverOpenDelay={400}>
              <Button
                variant="minimal"
                size="small"
                icon="barcode"
                data-action="codes.qr"
                aria-label={intl.formatMessage({ id: 'codes.qr_of' }, { name: row.name })}
              />
            </Tooltip>
          </PopoverNext>
        )}
        {can.edit && (
          <Tooltip content={intl.formatMessage({ id: 'action.edit' })} placement="top" hoverOpenDelay={400}>
            <Button
              variant="minimal"
              size="small"
              icon="edit"
              data-action="codes.edit"
              aria-label={intl.formatMessage({ id: 'codes.edit_of' }, { name: row.name })}
              onClick={() => openCodeEditor(row.id)}
            />
          </Tooltip>
        )}
        {spec.manage && (
          <PopoverNext
            placement="bottom-end"
            content={
              <Menu>
                <MenuItem
                  icon="share"
                  text={intl.formatMessage({ id: 'codes.open_link' })}
                  href={row.url}
                  target="_blank"
                  rel="noreferrer"
                />
                {can.records && (
                  <MenuItem
                    icon="th-list"
                    data-action="qr_code_access/inquire"
                    text={intl.formatMessage({ id: 'access_records.open' })}
                    onClick={() => setRecordsOf(row)}
                  />
                )}
                {can.restoreRecords && (
                  <MenuItem
                    icon="history"
                    data-action="qr_code_access/restore_access_records"
                    text={intl.formatMessage({ id: 'access_records.restore' })}
                    onClick={() => void restoreRecords(row)}
                  />
                )}
                {can.move && (
                  <MenuItem icon="folder-shared" text={intl.formatMessage({ id: 'codes.move_to_group' })}>
                    {groupItems([row])}
                  </MenuItem>
                )}
                {can.settings && (
                  <MenuItem
                    icon="cog"
                    text={intl.formatMessage({ id: 'codes.batch_settings' })}
                    onClick={() => setSettingsFor([row])}
                  />
                )}
                {can.trash && (
                  <>
                    <MenuDivider />
                    <MenuItem
                      icon="trash"
                      intent="danger"
                      data-action="qr_code_list/remove"
                      text={intl.formatMessage({ id: 'codes.move_to_trash' })}
                      onClick={() => request('trash', [row])}
                    />
                  </>
                )}
              </Menu>
            }
          >
            <Button
              variant="minimal"
              size="small"
              icon="more"
              aria-label={intl.formatMessage({ id: 'codes.more_of' }, { name: row.name })}
            />
          </PopoverNext>
        )}
      </span>
    );
  };
  const hasRowActions = spec.restore ? can.restore : can.qr || can.edit || spec.manage;

  const pendingCount = pending?.rows.length ?? 0;
  const pendingKey = pending ? CONFIRM_KEYS[pending.action] : undefined;

  return (
    <div className={`lc-resource lc-codes lc-codes-${variant}`} ref={root}>
      <div className="lc-resource-toolbar">
        {toolbarStart}
        <FilterBar
          filters={[{ kind: 'search', name: 'keyword', placeholderKey: 'codes.search' }]}
          values={list.query.filters}
          onChange={list.setFilter}
        />
        {spec.filters.group && (
          <GroupSelect
            groups={groups}
            groupId={list.query.filters.group_id ? Number(list.query.filters.group_id) : null}
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
            values={list.query.filters}
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
            onSelect={(user) => pickOwner(user ? { id: user.id, account: user.account } : null)}
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
                  onClick={() => request('open_all', [])}
                />
                <MenuItem
                  icon="pause"
                  intent="danger"
                  data-action="codes.close_all"
                  text={intl.formatMessage({ id: 'codes.close_all' })}
                  onClick={() => request('close_all', [])}
                />
              </Menu>
            }
          >
            <Button icon="power" rightIcon="caret-down" data-action="codes.all_status">
              <FormattedMessage id="codes.all_codes" />
            </Button>
          </PopoverNext>
        )}
        <ColumnPicker
          columns={ordered}
          visible={columnChoice.visible}
          pinnedKey={spec.columns[0]}
          onToggle={columnChoice.toggle}
          onReset={columnChoice.reset}
        />
        <Tooltip content={intl.formatMessage({ id: 'action.refresh' })} placement="bottom">
          <Button
            icon="refresh"
            data-action="codes.refresh"
            loading={list.refreshing && list.state.status === 'ready' && !spec.autoRefresh}
            aria-label={intl.formatMessage({ id: 'action.refresh' })}
            onClick={() => {
              list.reload();
              reloadGroups();
            }}
          />
        </Tooltip>
        {createButton}
      </div>
      {batchShown && selectedRows.length > 0 && (
        <div
          className="lc-codes-bulkbar"
          role="toolbar"
          aria-label={intl.formatMessage({ id: 'codes.bulk' })}
        >
          <span className="lc-codes-bulk-count">
            <FormattedMessage id="codes.selected" values={{ count: selectedRows.length }} />
          </span>
          {actions.open.shown && (
            <ButtonGroup>
              <Button
                size="small"
                icon="play"
                disabled={!actions.open.enabled || busy}
                data-action="codes.open"
                onClick={() => request('open', selectedRows)}
              >
                <FormattedMessage id="codes.open" />
              </Button>
              <Button
                size="small"
                icon="pause"
                disabled={!actions.close.enabled || busy}
                data-action="codes.close"
                onClick={() => request('close', selectedRows)}
              >
                <FormattedMessage id="codes.close" />
              </Button>
            </ButtonGroup>
          )}
          {actions.move_group.shown && (
            <PopoverNext
              placement="bottom-start"
              content={
                <Menu aria-label={intl.formatMessage({ id: 'codes.move_to_group' })}>
                  {groupItems(selectedRows)}
                </Menu>
              }
            >
              <Button size="small" icon="folder-shared" rightIcon="caret-down" data-action="group/move">
                <FormattedMessage id="codes.move_to_group" />
              </Button>
            </PopoverNext>
          )}
          {actions.change_domain.shown && (
            <PopoverNext
              placement="bottom-start"
              content={
                <Menu aria-label={intl.formatMessage({ id: 'codes.change_domain' })}>
                  {domainItems(selectedRows)}
                </Menu>
              }
            >
              <Button
                size="small"
                icon="globe-network"
                rightIcon="caret-down"
                data-action="qr_code_list/change_domain_name"
              >
                <FormattedMessage id="codes.change_domain" />
              </Button>
            </PopoverNext>
          )}
          {actions.wechat_on.shown && (
            <PopoverNext
              placement="bottom-start"
              content={
                <Menu>
                  <MenuItem
                    icon="chat"
                    disabled={!actions.wechat_on.enabled}
                    text={intl.formatMessage({ id: 'codes.wechat_on' })}
                    onClick={() => request('wechat_on', selectedRows)}
                  />
                  <MenuItem
                    icon="globe"
                    disabled={!actions.wechat_off.enabled}
                    text={intl.formatMessage({ id: 'codes.wechat_off' })}
                    onClick={() => request('wechat_off', selectedRows)}
                  />
                </Menu>
              }
            >
              <Button size="small" icon="chat" rightIcon="caret-down" data-action="codes.wechat">
                <FormattedMessage id="codes.wechat_only" />
              </Button>
            </PopoverNext>
          )}
          {actions.log_detailed.shown && (
            <PopoverNext
              placement="bottom-start"
              content={
                <Menu>
                  <MenuItem
                    icon="th-list"
                    disabled={!actions.log_detailed.enabled}
                    text={intl.formatMessage({ id: 'codes.log_detailed' })}
                    onClick={() => request('log_detailed', selectedRows)}
                  />
                  <MenuItem
                    icon="numerical"
                    disabled={!actions.log_counts.enabled}
                    text={intl.formatMessage({ id: 'codes.log_counts' })}
                    onClick={() => request('log_counts', selectedRows)}
                  />
                </Menu>
              }
            >
              <Button size="small" icon="th-list" rightIcon="caret-down" data-action="codes.open_log">
                <FormattedMessage id="codes.visit_log" />
              </Button>
            </PopoverNext>
          )}
          {actions.settings.shown && (
            <Button
              size="small"
              icon="cog"
              data-action="qr_code_list/batch_update"
              onClick={() => setSettingsFor(selectedRows)}
            >
              <FormattedMessage id="codes.batch_settings" />
            </Button>
          )}
          {actions.restore.shown && (
            <Button
              size="small"
              icon="undo"
              intent="primary"
              disabled={busy}
              data-action="qr_code_list/update_remove"
              onClick={() => request('restore', selectedRows)}
            >
              <FormattedMessage id="codes.restore" />
            </Button>
          )}
          {actions.trash.shown && (
            <>
              <Divider />
              <Button
                size="small"
                icon="trash"
                intent="danger"
                variant="outlined"
                data-action="qr_code_list/remove"
                onClick={() => request('trash', selectedRows)}
              >
                <FormattedMessage id="codes.move_to_trash" />
              </Button>
            </>
          )}
          <span className="lc-header-spacer" />
          <Button size="small" variant="minimal" icon="cross" onClick={list.clearSelection}>
            <FormattedMessage id="codes.clear_selection" />
          </Button>
        </div>
      )}
      <ResourceTable<CodeRow>
        columns={shown}
        {...pagedTableProps(list)}
        emptyAction={createButton || undefined}
        selection={batchShown ? listSelection(list) : undefined}
        rowActions={hasRowActions ? rowActions : undefined}
      />
      <ConfirmAlert
        isOpen={pending !== null}
        intent={pending?.action === 'open_all' ? 'primary' : 'danger'}
        icon={PENDING_ICONS[pending?.action ?? 'close'] ?? 'pause'}
        busy={busy}
        confirmKey="action.confirm"
        onCancel={() => setPending(null)}
        onConfirm={async () => {
          if (!pending) return;
          if (await runAction(pending.action, pending.rows, pending.target)) setPending(null);
        }}
      >
        {pendingKey && (
          <p>
            <FormattedMessage
              id={pendingKey}
              values={{
                count: pendingCount,
                name: pendingCount === 1 ? (pending?.rows[0]?.name ?? '') : '',
                domain: domainName(pending?.target),
              }}
            />
          </p>
        )}
      </ConfirmAlert>
      {recordsOf && <AccessRecordsDialog code={recordsOf} onClose={() => setRecordsOf(null)} />}
      {settingsFor && (
        <BatchSettingsDialog
          rows={settingsFor}
          rotationTypes={rotationTypes}
          onClose={() => setSettingsFor(null)}
          onSaved={() => {
            setSettingsFor(null);
            changed();
          }}
        />
      )}
    </div>
  );
}
