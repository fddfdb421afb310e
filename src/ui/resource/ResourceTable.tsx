import { usePublishSelectedRows } from '../../core/layout/panel-selection';
import './resource.css';
import { Button, Checkbox, Classes, HTMLTable, Icon, NonIdealState } from '@blueprintjs/core';
import type { MouseEvent, ReactElement, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HTMLSelect } from '../HTMLSelect';
import type { LoadState } from '../load-state';
import { PAGE_SIZES, type SortState } from '../paged-list/paged-list-state';
import type { ColumnDef } from './types';

export type ResourceTableProps<Row extends { id: number }> = {
  columns: ColumnDef<Row>[];
  state: LoadState<unknown>;
  rows: readonly Row[];
  total: number;
  /** The server stopped counting at `total`: more rows match than it says. */
  totalCapped?: boolean;
  page: number;
  pageSize: number;
  onPage(page: number): void;
  onPageSize(size: number): void;
  sort: SortState;
  onSort(key: string): void;
  /** Rows can be picked for batch actions (delete) when set. */
  selection?: { selected: ReadonlySet<number>; onToggleRow(id: number): void; onToggleAll(): void };
  /** Buttons at the end of each row (edit, delete), already filtered by permission. */
  rowActions?(row: Row): ReactNode;
  onRetry?(): void;
  /** What an empty list offers (e.g. the add button). */
  emptyAction?: ReactElement;
  /** What an empty list says, when the generic words would leave the reader guessing why. */
  empty?: { title: ReactNode; description: ReactNode };
  /** Opens a row's detail; a click anywhere on the row but its controls does it. */
  onRowOpen?(row: Row): void;
  /** The row whose detail is open, marked so the reader keeps their place. */
  openRowId?: number;
};

/** Clicks on a row's own controls (checkbox, buttons, links) do not open the row. */
function isControlClick(event: MouseEvent<HTMLElement>): boolean {
  return (event.target as HTMLElement).closest('button, a, input, label, select, textarea') !== null;
}

const SKELETON_ROWS = 6;

function defaultCell<Row>(row: Row, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined || value === '' ? '—' : String(value);
}

/** A tree row's cell, indented by its depth, with a branch mark below the top. */
function TreeIndent({ depth, children }: { depth: number; children: ReactNode }) {
  return (
    <span className="lc-table-tree" style={{ paddingInlineStart: depth * 18 }}>
      {depth > 0 && <Icon icon="chevron-right" size={12} className="lc-table-tree-branch" />}
      {children}
    </span>
  );
}

/** A dense, sortable, selectable table with paging and its loading, empty and error states. */
export function ResourceTable<Row extends { id: number }>(props: ResourceTableProps<Row>) {
  const intl = useIntl();
  const { columns, state, rows, selection, rowActions } = props;
  usePublishSelectedRows(selection?.selected.size ?? 0);
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  const allSelected = selection !== undefined && rows.length > 0 && selection.selected.size === rows.length;
  const columnCount = columns.length + (selection ? 1 : 0) + (rowActions ? 1 : 0);
  const cellOf = (column: ColumnDef<Row>, row: Row) =>
    column.render ? column.render(row, intl) : defaultCell(row, column.key);

  if (state.status === 'error') {
    return (
      <NonIdealState
        className="lc-table-state"
        icon="error"
        title={<FormattedMessage id="table.error_title" />}
        description={state.message}
        action={
          props.onRetry && (
            <Button icon="repeat" onClick={props.onRetry}>
              <FormattedMessage id="action.retry" />
            </Button>
          )
        }
      />
    );
  }

  return (
    <div className="lc-table">
      <div className="lc-table-scroll">
        <HTMLTable compact striped interactive className="lc-table-grid">
          <thead>
            <tr>
              {selection && (
                <th className="lc-table-check">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={selection.selected.size > 0 && !allSelected}
                    disabled={rows.length === 0}
                    aria-label={intl.formatMessage({ id: 'table.select_all' })}
                    onChange={selection.onToggleAll}
                  />
                </th>
              )}
              {columns.map((column) => {
                const sorted = props.sort?.key === column.key ? props.sort.direction : null;
                return (
                  <th
                    key={column.key}
                    style={{ width: column.width, textAlign: column.align }}
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  >
                    {column.sortValue || column.serverSort ? (
                      <button
                        type="button"
                        className="lc-table-sort"
                        onClick={() => props.onSort(column.key)}
                      >
                        <FormattedMessage id={column.titleKey} />
                        <Icon
                          icon={
                            sorted === 'asc'
                              ? 'caret-up'
                              : sorted === 'desc'
                                ? 'caret-down'
                                : 'double-caret-vertical'
                          }
                          size={12}
                        />
                      </button>
                    ) : (
                      <FormattedMessage id={column.titleKey} />
                    )}
                  </th>
                );
              })}
              {rowActions && (
                <th className="lc-table-actions">
                  <FormattedMessage id="table.actions" />
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {state.status === 'loading' &&
              Array.from({ length: SKELETON_ROWS }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <tr key={index}>
                  <td colSpan={columnCount}>
                    <div className={`${Classes.SKELETON} lc-table-skeleton`} />
                  </td>
                </tr>
              ))}
            {state.status === 'ready' &&
              rows.map((row) => (
                <tr
                  key={row.id}
                  className={
                    [
                      selection?.selected.has(row.id) && 'lc-table-row-selected',
                      props.onRowOpen && 'lc-table-row-openable',
                      props.openRowId === row.id && 'lc-table-row-open',
                    ]
                      .filter(Boolean)
                      .join(' ') || undefined
                  }
                  onClick={
                    props.onRowOpen
                      ? (event) => {
                          if (!isControlClick(event)) props.onRowOpen?.(row);
                        }
                      : undefined
                  }
                >
                  {selection && (
                    <td className="lc-table-check">
                      <Checkbox
                        checked={selection.selected.has(row.id)}
                        aria-label={intl.formatMessage({ id: 'table.select_row' })}
                        onChange={() => selection.onToggleRow(row.id)}
                      />
                    </td>
                  )}
                  {columns.map((column) => (
                    <td key={column.key} style={{ textAlign: column.align }}>
                      {column.depth ? (
                        <TreeIndent depth={column.depth(row)}>{cellOf(column, row)}</TreeIndent>
                      ) : (
                        cellOf(column, row)
                      )}
                    </td>
                  ))}
                  {rowActions && <td className="lc-table-actions">{rowActions(row)}</td>}
                </tr>
              ))}
          </tbody>
        </HTMLTable>
        {state.status === 'ready' && rows.length === 0 && (
          <NonIdealState
            className="lc-table-state"
            icon="inbox"
            title={props.empty?.title ?? <FormattedMessage id="table.empty_title" />}
            description={props.empty?.description ?? <FormattedMessage id="table.empty_description" />}
            action={props.emptyAction}
          />
        )}
      </div>
      <div className="lc-table-footer">
        <span className="lc-table-total">
          {props.totalCapped ? (
            <FormattedMessage id="table.total_capped" values={{ total: props.total }} />
          ) : (
            <FormattedMessage id="table.total" values={{ total: props.total }} />
          )}
          {selection && selection.selected.size > 0 && (
            <>
              {' · '}
              <FormattedMessage id="table.selected" values={{ count: selection.selected.size }} />
            </>
          )}
        </span>
        {/* One piece, so a narrow panel moves the pager to its own line instead of squeezing it. */}
        <span className="lc-table-pager">
          <HTMLSelect
            minimal
            value={props.pageSize}
            aria-label={intl.formatMessage({ id: 'table.page_size' })}
            onChange={(event) => props.onPageSize(Number(event.currentTarget.value))}
            options={PAGE_SIZES.map((size) => ({
              value: size,
              label: intl.formatMessage({ id: 'table.per_page' }, { size }),
            }))}
          />
          <Button
            variant="minimal"
            size="small"
            icon="chevron-left"
            disabled={props.page <= 1}
            aria-label={intl.formatMessage({ id: 'table.previous_page' })}
            onClick={() => props.onPage(props.page - 1)}
          />
          <span className="lc-table-page">
            <FormattedMessage id="table.page_of" values={{ page: props.page, pages }} />
          </span>
          <Button
            variant="minimal"
            size="small"
            icon="chevron-right"
            disabled={props.page >= pages}
            aria-label={intl.formatMessage({ id: 'table.next_page' })}
            onClick={() => props.onPage(props.page + 1)}
          />
        </span>
      </div>
    </div>
  );
}

/** What a paged list controller (described resources, the code table) hands its table. */
export type PagedList<Row extends { id: number }> = {
  state: LoadState<unknown>;
  rows: readonly Row[];
  total: number;
  query: { page: number; page_size: number };
  sort: SortState;
  selected: ReadonlySet<number>;
  setPage(page: number): void;
  setPageSize(size: number): void;
  toggleSort(key: string): void;
  toggleRow(id: number): void;
  toggleAll(): void;
  reload(): void;
};

/** The table props every paged list wires the same way: rows, state, paging, sorting, retry. */
export function pagedTableProps<Row extends { id: number }>(list: PagedList<Row>) {
  return {
    state: list.state,
    rows: list.rows,
    total: list.total,
    page: list.query.page,
    pageSize: list.query.page_size,
    onPage: list.setPage,
    onPageSize: list.setPageSize,
    sort: list.sort,
    onSort: list.toggleSort,
    onRetry: list.reload,
  };
}

/** Row picking of a paged list, for tables that offer batch actions. */
export function listSelection(
  list: PagedList<{ id: number }>,
): NonNullable<ResourceTableProps<{ id: number }>['selection']> {
  return { selected: list.selected, onToggleRow: list.toggleRow, onToggleAll: list.toggleAll };
}
