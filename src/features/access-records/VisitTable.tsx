import './access-records.css';
import { HTMLTable, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ColumnDef } from '../../ui/resource/types';

export type VisitTableProps<Row extends { id: number }> = {
  columns: readonly ColumnDef<Row>[];
  rows: readonly Row[];
  /** A class for some rows (visits that just arrived). */
  rowClass?(row: Row): string | undefined;
  /** What an empty list says instead of the generic text. */
  empty?: ReactNode;
};

/**
 * A short list of visits without pages (the live feed, an address's latest visits), drawn like the
 * resource layer's table so both read the same.
 */
export function VisitTable<Row extends { id: number }>({
  columns,
  rows,
  rowClass,
  empty,
}: VisitTableProps<Row>) {
  const intl = useIntl();
  return (
    <div className="lc-table-scroll">
      <HTMLTable compact striped className="lc-table-grid">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} style={{ width: column.width, textAlign: column.align }}>
                <FormattedMessage id={column.titleKey} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={rowClass?.(row)}>
              {columns.map((column) => (
                <td key={column.key} style={{ textAlign: column.align }}>
                  {column.render
                    ? column.render(row, intl)
                    : String((row as Record<string, unknown>)[column.key] ?? '—')}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      {rows.length === 0 && (
        <NonIdealState
          className="lc-table-state"
          icon="inbox"
          title={empty ?? <FormattedMessage id="table.empty_title" />}
        />
      )}
    </div>
  );
}
