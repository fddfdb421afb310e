import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { CallInput, CallOutput, CallPath } from '../../../contract/calls';
import type { MessageKey } from '../../i18n/catalogues';

/** Calls that answer a page of rows with numeric ids: what a resource list reads. */
export type PagedPath = {
  [P in CallPath]: CallOutput<P> extends { list: (infer Row)[]; total: number }
    ? Row extends { id: number }
      ? P
      : never
    : never;
}[CallPath];

export type RowOf<P extends PagedPath> = CallOutput<P>['list'][number];

/** Calls that delete rows by id. */
export type RemovePath = {
  [P in CallPath]: CallInput<P> extends { ids: number[] } ? P : never;
}[CallPath];

export type ColumnDef<Row> = {
  key: string;
  titleKey: MessageKey;
  /** Fixed width in pixels; other columns share the rest. */
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** Cell content; the row's field of the same key as text by default. */
  render?(row: Row, intl: IntlShape): ReactNode;
  /** Sort key on the loaded page; columns without it do not sort. */
  sortValue?(row: Row): string | number;
};

export type Option = { value: string | number; labelKey: MessageKey };

export type FilterDef =
  | { kind: 'search'; name: string; placeholderKey: MessageKey }
  | { kind: 'select'; name: string; labelKey: MessageKey; options: Option[] };

export type FieldKind = 'text' | 'textarea' | 'number' | 'select' | 'segmented' | 'switch' | 'tags';

export type FieldDef = {
  /** The input field of the call (and of its contract schema). */
  name: string;
  labelKey: MessageKey;
  kind: FieldKind;
  /** Choices of select and segmented fields. */
  options?: Option[];
  /** Values a switch stands for, e.g. enum 2 (yes) and 1 (no). */
  switchValues?: { on: string | number; off: string | number };
  placeholderKey?: MessageKey;
  helperKey?: MessageKey;
  required?: boolean;
  /** Takes the whole row (long text). */
  wide?: boolean;
  /** Hidden fields are neither shown nor sent. */
  visible?(values: FormValues): boolean;
};

export type FormValues = Record<string, unknown>;

/**
 * A described resource: the generic list, form and delete flow render it, so a plain CRUD page is
 * a definition rather than hand-written screens. Calls are contract paths; the buttons they drive
 * are shown only when the panel's authority list holds the same path.
 */
export type ResourceDefinition<P extends PagedPath> = {
  id: string;
  inquire: P;
  add?: CallPath;
  update?: CallPath;
  remove?: RemovePath;
  columns: ColumnDef<RowOf<P>>[];
  filters?: FilterDef[];
  form?: {
    fields: FieldDef[];
    /** Values of a new record. */
    defaults: FormValues;
    /** Values of an existing record for the edit form (the row itself by default). */
    fromRow?(row: RowOf<P>): FormValues;
    addTitleKey: MessageKey;
    editTitleKey?: MessageKey;
    addButtonKey: MessageKey;
  };
  /** How a row is named in the delete confirmation. */
  rowLabel(row: RowOf<P>): string;
};
