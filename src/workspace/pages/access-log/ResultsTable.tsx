import '@blueprintjs/table/lib/css/table.css';
import { Cell, type CellRenderer, Column, ColumnHeaderCell, Table } from '@blueprintjs/table';
import { useMemo } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import type { AccessRow } from '../../../../contract/areas/access-records';
import { AccessStatus, type EnumValue } from '../../../../contract/enums';
import type { MessageKey } from '../../../i18n/catalogues';
import { formatTime } from '../../../ui/format';
import { classOfCode } from '../../../workers/access-log/classify';

const STATUS_LABEL: Record<EnumValue<typeof AccessStatus>, MessageKey> = {
  [AccessStatus.served]: 'access_records.status.served',
  [AccessStatus.restricted]: 'access_records.status.restricted',
  [AccessStatus.closed]: 'access_records.status.closed',
  [AccessStatus.expired]: 'access_records.status.expired',
  [AccessStatus.blacklisted]: 'access_records.status.blacklisted',
  [AccessStatus.not_found]: 'access_records.status.not_found',
  [AccessStatus.suspended]: 'access_records.status.suspended',
  [AccessStatus.no_destination]: 'access_records.status.no_destination',
};

type ResultColumn = {
  id: string;
  titleKey: MessageKey;
  width: number;
  /** Plain text: what the cell shows, its tooltip and what Ctrl+C copies. */
  text(row: AccessRow, intl: IntlShape): string;
  align?: 'end';
};

/** SPEC §6's columns, in its order. */
const COLUMNS: ResultColumn[] = [
  {
    id: 'access_status',
    titleKey: 'access_log.column.access_status',
    width: 108,
    text: (row, intl) => intl.formatMessage({ id: STATUS_LABEL[row.access_status] }),
  },
  {
    id: 'latest_create_time',
    titleKey: 'access_log.column.access_time',
    width: 160,
    text: (row, intl) => formatTime(intl, row.latest_create_time),
  },
  { id: 'ip', titleKey: 'access_log.column.ip', width: 128, text: (row) => row.ip },
  {
    id: 'ip_count',
    titleKey: 'access_log.column.ip_count',
    width: 84,
    align: 'end',
    text: (row, intl) => intl.formatNumber(row.ip_count),
  },
  {
    id: 'wechat_count',
    titleKey: 'access_log.column.wechat_count',
    width: 96,
    align: 'end',
    text: (row, intl) => intl.formatNumber(row.wechat_count),
  },
  {
    id: 'latest_ip_belong',
    titleKey: 'access_log.column.location',
    width: 200,
    text: (row) => row.latest_ip_belong,
  },
  // Every system the address came from, not only its latest visit's.
  {
    id: 'os',
    titleKey: 'access_log.column.os',
    width: 140,
    text: (row) => (row.platforms.length > 0 ? row.platforms.join(' / ') : row.os),
  },
  { id: 'model', titleKey: 'access_log.column.model', width: 130, text: (row) => row.model },
  { id: 'device', titleKey: 'access_log.column.device', width: 150, text: (row) => row.device },
  {
    id: 'latest_user_agent',
    titleKey: 'access_log.column.user_agent',
    width: 520,
    text: (row) => row.latest_user_agent,
  },
];

/** One stable array: the table takes a new one as an order to reset widths the reader dragged. */
const COLUMN_WIDTHS = COLUMNS.map((column) => column.width);

export type ResultsTableProps = {
  rows: readonly AccessRow[];
  /** Class codes from the worker, one per row of `rows`. */
  classes: Uint8Array;
  /** Indexes into `rows` of the rows the active filter shows; null shows them all. */
  shown: Uint32Array | null;
};

/** The index into the rows of the table's `position`-th line. */
function rowIndexAt(shown: Uint32Array | null, position: number): number {
  return shown ? (shown[position] ?? 0) : position;
}

/**
 * The enquiry's rows in a virtualised Blueprint table: only the visible cells render, so a filter
 * switch costs the same for ten rows as for a million.
 */
export function ResultsTable({ rows, classes, shown }: ResultsTableProps) {
  const intl = useIntl();
  const numRows = shown ? shown.length : rows.length;

  const columns = useMemo(
    () =>
      COLUMNS.map((column) => {
        const renderCell: CellRenderer = (position) => {
          const index = rowIndexAt(shown, position);
          const row = rows[index];
          const rowClass = classOfCode(classes[index] ?? 0);
          const text = row ? column.text(row, intl) : '';
          const className = [
            rowClass ? `lc-access-row-${rowClass}` : '',
            column.align === 'end' ? 'lc-access-cell-end' : '',
          ].join(' ');
          return (
            <Cell className={className} tooltip={text}>
              {text}
            </Cell>
          );
        };
        return (
          <Column
            key={column.id}
            id={column.id}
            cellRenderer={renderCell}
            columnHeaderCellRenderer={() => (
              <ColumnHeaderCell name={intl.formatMessage({ id: column.titleKey })} />
            )}
          />
        );
      }),
    [rows, classes, shown, intl],
  );

  return (
    <div className="lc-access-log-table">
      <Table
        numRows={numRows}
        columnWidths={COLUMN_WIDTHS}
        enableColumnResizing
        enableRowResizing={false}
        enableMultipleSelection
        cellRendererDependencies={[rows, classes, shown, intl]}
        getCellClipboardData={(position, column) => {
          const row = rows[rowIndexAt(shown, position)];
          const describe = COLUMNS[column];
          return row && describe ? describe.text(row, intl) : '';
        }}
      >
        {columns}
      </Table>
    </div>
  );
}
