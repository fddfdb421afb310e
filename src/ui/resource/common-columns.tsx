import { Icon, Tag } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { ShowStatus } from '../../../contract/enums';
import { type LocalizedText, textIn } from '../../../contract/localized';
import type { MessageKey } from '../../i18n/catalogues';
import { formatTime } from '../format';
import type { ColumnDef, FieldDef } from './types';

/*
 * Columns and fields many described resources share, written once so a description stays a short
 * list of what is particular to its page.
 */

/** A shown/hidden status (`ShowStatus`) as a tag: green when shown. */
export function showStatusColumn<Row>(
  key: string,
  titleKey: MessageKey,
  read: (row: Row) => number,
): ColumnDef<Row> {
  return {
    key,
    titleKey,
    width: 90,
    sortValue: read,
    render: (row) => (
      <Tag minimal intent={read(row) === ShowStatus.shown ? 'success' : 'none'}>
        <FormattedMessage
          id={read(row) === ShowStatus.shown ? 'enum.ShowStatus.shown' : 'enum.ShowStatus.hidden'}
        />
      </Tag>
    ),
  };
}

/** A shown/hidden status as the form's switch. */
export function showStatusSwitch(name: string, labelKey: MessageKey): FieldDef {
  return { name, kind: 'switch', labelKey, switchValues: { on: ShowStatus.shown, off: ShowStatus.hidden } };
}

/** When the row last changed, in the reader's time zone. */
export function updatedAtColumn<Row extends { updated_at: string }>(): ColumnDef<Row> {
  return {
    key: 'updated_at',
    titleKey: 'common.updated_at',
    width: 160,
    sortValue: (row) => row.updated_at,
    render: (row, intl) => formatTime(intl, row.updated_at),
  };
}

/** A whole number, right-aligned and sortable (a count, an order). */
export function numberColumn<Row>(
  key: string,
  titleKey: MessageKey,
  read: (row: Row) => number,
  width = 90,
): ColumnDef<Row> {
  return { key, titleKey, width, align: 'right', sortValue: read, render: (row) => read(row) };
}

/** A text kept in every console language, read in the reader's (zh-CN when theirs is blank). */
export function localizedColumn<Row>(
  key: string,
  titleKey: MessageKey,
  read: (row: Row) => LocalizedText,
  extra: Partial<ColumnDef<Row>> = {},
): ColumnDef<Row> {
  return { key, titleKey, render: (row, intl) => textIn(read(row), intl.locale, '—'), ...extra };
}

/** A yes/no flag as a tick, or a dash. */
export function flagColumn<Row>(
  key: string,
  titleKey: MessageKey,
  read: (row: Row) => boolean,
): ColumnDef<Row> {
  return {
    key,
    titleKey,
    width: 90,
    align: 'center',
    sortValue: (row) => (read(row) ? 1 : 0),
    render: (row) => (read(row) ? <Icon icon="tick" intent="success" /> : '—'),
  };
}
