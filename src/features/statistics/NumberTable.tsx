import './statistics.css';
import { Classes, HTMLTable } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { MessageKey } from '../../i18n/catalogues';

export type NumberColumn<Row> = {
  key: string;
  titleKey: MessageKey;
  value(row: Row): number;
};

export type NumberTableProps<Row> = {
  /** null while loading: placeholder rows keep the layout still. */
  rows: readonly Row[] | null;
  /** The first column: the day or hour a row is about. */
  labelTitleKey: MessageKey;
  label(row: Row): ReactNode;
  rowKey(row: Row): string | number;
  columns: readonly NumberColumn<Row>[];
  /** A last row with the totals of each column, as the server counted them. */
  totals?: Readonly<Record<string, number>>;
  /** The table's accessible name: what its rows count. */
  caption: string;
  /** Buttons at the end of each row (open this code's statistics). */
  rowActions?(row: Row): ReactNode;
};

const PLACEHOLDER_ROWS = 5;

/** Rows of grey bars where a table's rows will be, while its first answer is on its way. */
export function SkeletonRows({ columns, rows = PLACEHOLDER_ROWS }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
    <tr key={index}>
      <td colSpan={columns}>
        <div className={`${Classes.SKELETON} lc-table-skeleton`} />
      </td>
    </tr>
  ));
}

/**
 * A dense table of counts by day or hour, numbers right-aligned so their digits line up, with a
 * totals row at the foot. Not paged: a range is at most a year of days.
 */
export function NumberTable<Row>(props: NumberTableProps<Row>) {
  const { rows, columns, totals, rowActions } = props;
  const width = columns.length + 1 + (rowActions ? 1 : 0);
  return (
    <div className="lc-stats-table">
      <HTMLTable compact striped className="lc-table-grid">
        <caption className="lc-stat-hidden">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id={props.labelTitleKey} />
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className="lc-stats-number">
                <FormattedMessage id={column.titleKey} />
              </th>
            ))}
            {rowActions && (
              <th scope="col" className="lc-table-actions">
                <span className="lc-stat-hidden">
                  <FormattedMessage id="table.actions" />
                </span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows === null ? (
            <SkeletonRows columns={width} />
          ) : (
            rows.map((row) => (
              <tr key={props.rowKey(row)}>
                <th scope="row">{props.label(row)}</th>
                {columns.map((column) => (
                  <td key={column.key} className="lc-stats-number">
                    <FormattedNumber value={column.value(row)} />
                  </td>
                ))}
                {rowActions && <td className="lc-table-actions">{rowActions(row)}</td>}
              </tr>
            ))
          )}
        </tbody>
        {totals && rows !== null && (
          <tfoot>
            <tr>
              <th scope="row">
                <FormattedMessage id="statistics.total" />
              </th>
              {columns.map((column) => (
                <td key={column.key} className="lc-stats-number">
                  {/* A count that does not add up over rows (distinct codes) has no total. */}
                  {totals[column.key] === undefined ? (
                    '—'
                  ) : (
                    <FormattedNumber value={totals[column.key] ?? 0} />
                  )}
                </td>
              ))}
              {rowActions && <td />}
            </tr>
          </tfoot>
        )}
      </HTMLTable>
    </div>
  );
}
