import { Button, Checkbox, Classes, PopoverNext } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ColumnDef } from './types';
import './column-picker.css';

export type ColumnPickerProps<Row> = {
  columns: readonly ColumnDef<Row>[];
  visible: readonly string[];
  /** The column that is always shown (the table's identity, e.g. the account). */
  pinnedKey?: string;
  onToggle(key: string): void;
  onReset(): void;
};

/** A toolbar button that lets the reader choose a table's columns; each choice is a checkbox. */
export function ColumnPicker<Row>({
  columns,
  visible,
  pinnedKey,
  onToggle,
  onReset,
}: ColumnPickerProps<Row>) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'table.columns' });
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <fieldset className="lc-column-picker">
          <legend className="lc-column-picker-title">
            <FormattedMessage id="table.columns_title" values={{ count: visible.length }} />
          </legend>
          <div className="lc-column-picker-list">
            {columns.map((column) => (
              <Checkbox
                key={column.key}
                data-column={column.key}
                checked={visible.includes(column.key)}
                disabled={column.key === pinnedKey}
                label={intl.formatMessage({ id: column.titleKey })}
                onChange={() => onToggle(column.key)}
              />
            ))}
          </div>
          <Button
            size="small"
            variant="minimal"
            icon="reset"
            className={Classes.POPOVER_DISMISS_OVERRIDE}
            onClick={onReset}
          >
            <FormattedMessage id="table.columns_reset" />
          </Button>
        </fieldset>
      }
    >
      <Button icon="column-layout" aria-label={label} data-action="table.columns">
        <FormattedMessage id="table.columns" />
      </Button>
    </PopoverNext>
  );
}
