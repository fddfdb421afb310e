import type { Intent } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { CallInput, CallOutput, CallPath } from '../../../contract/calls';
import type { ToastKind } from '../../core/toaster';
import type { MessageKey } from '../../i18n/catalogues';
import type { FilterValues, ListFilters } from '../paged-list/paged-list-state';

/** Calls that answer a page of rows with numeric ids: what a resource list reads. */
export type PagedPath = {
  [P in CallPath]: CallOutput<P> extends { list: (infer Row)[]; total: number }
    ? Row extends { id: number }
      ? P
      : never
    : never;
}[CallPath];

export type RowOf<P extends PagedPath> = CallOutput<P>['list'][number];

/** Calls that act on rows by id: delete them, check them now, unbind them. */
export type IdsPath = {
  [P in CallPath]: CallInput<P> extends { ids: number[] } ? P : never;
}[CallPath];

/** Calls that delete rows by id. */
export type RemovePath = IdsPath;

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
  /**
   * The inquire call's `sort_by` value for this column. Sorting such a column asks the server, so
   * the order spans every page, not only the loaded one; it wins over `sortValue`.
   */
  serverSort?: string;
  /**
   * How deep the row sits in a tree whose rows arrive in tree order (each after its parent): the
   * cell is indented by it, so a tree reads as one without a tree widget of its own.
   */
  depth?(row: Row): number;
};

export type Option = { value: string | number; labelKey: MessageKey };

/** A value offered while typing in a search filter, with the text that explains it. */
export type Suggestion = { value: string; label: string };

export type FilterDef =
  | {
      kind: 'search';
      name: string;
      placeholderKey: MessageKey;
      /** Values offered while typing (e.g. known log types); any other text is still accepted. */
      suggestions?(intl: IntlShape): Promise<Suggestion[]>;
    }
  | { kind: 'select'; name: string; labelKey: MessageKey; options: Option[] }
  | {
      /** A range of whole days, sent as the start of the first and the end of the last day (ISO). */
      kind: 'daterange';
      startName: string;
      endName: string;
      /** Days of the site's time zone, the zone every list shows its times in (SPEC §11). */
      labelKey: MessageKey;
    };

export type FieldKind =
  | 'text'
  | 'password'
  | 'textarea'
  | 'number'
  | 'select'
  | 'segmented'
  | 'switch'
  | 'tags'
  /** A text in each console language (`{zh-CN, en-US, sw-KE}`); `required` asks for zh-CN. */
  | 'localized'
  /** A list of records, each edited by the `item` fields: a product's SKUs, a SKU's attributes. */
  | 'list'
  | 'custom';

/** A choice a select loads when the form opens (the categories of a tree), already in words. */
export type LoadedOption = { value: string | number; label: string };

/** What a `custom` field's renderer receives: the same contract as the built-in controls. */
export type CustomFieldProps = {
  /** The control's element id, which the field's label points at. */
  id: string;
  value: unknown;
  /** Every value of the form, for controls that depend on others (a resulting balance). */
  values: FormValues;
  invalid: boolean;
  onChange(value: unknown): void;
};

export type FieldDef = {
  /** The input field of the call (and of its contract schema). */
  name: string;
  labelKey: MessageKey;
  kind: FieldKind;
  /** Choices of select and segmented fields. */
  options?: Option[];
  /** Choices of a select read from the server, after the fixed `options`. */
  loadOptions?(intl: IntlShape): Promise<LoadedOption[]>;
  /** The records of a `list` field: the fields of one, a new one's values, the add button's words. */
  item?: { fields: FieldDef[]; blank: FormValues; addKey: MessageKey; max?: number };
  /** Values a switch stands for, e.g. enum 2 (yes) and 1 (no). */
  switchValues?: { on: string | number; off: string | number };
  placeholderKey?: MessageKey;
  helperKey?: MessageKey;
  required?: boolean;
  /** Takes the whole row (long text). */
  wide?: boolean;
  /** Hidden fields are neither shown nor sent. */
  visible?(values: FormValues): boolean;
  /** Draws a `custom` field: controls the generic kinds do not cover (a date-time, a picker). */
  render?(props: CustomFieldProps): ReactNode;
  /**
   * A check run before the schema's, answering a catalogue key: for a message the schema cannot
   * give (one message for "not a number" and "negative" alike).
   */
  check?(value: unknown, values: FormValues): MessageKey | null;
};

export type FormValues = Record<string, unknown>;

/**
 * An action on one row beyond edit and delete that asks for a few values and makes one call
 * (credit a pending order): a button in the row that opens the generic form dialog over the call,
 * after which the list reloads. It exists so such a page stays a description instead of a
 * hand-written table. The button is shown only when the panel's authority list grants the call
 * and `available` allows the row.
 */
export type RowFormDef<Row> = {
  /** The call the form submits; its contract input schema checks the values first, as the server will. */
  call: CallPath;
  icon: IconName;
  /** The button's words. */
  labelKey: MessageKey;
  intent?: Intent;
  /** Whether this row offers the action (only pending orders can be credited); every row by default. */
  available?(row: Row): boolean;
  /** The dialog's title; `{name}` is the row's label. */
  titleKey: MessageKey;
  submitKey: MessageKey;
  fields: FieldDef[];
  /** The form's starting values, including whatever names the row in the call's input (`order_id`). */
  initial(row: Row): FormValues;
  /** Above the fields: which record the action is about and what it will do. */
  intro?(row: Row, intl: IntlShape): ReactNode;
  /** The success toast from the call's answer (a new balance); "saved" by default. */
  savedMessage?(result: unknown, row: Row, intl: IntlShape): string;
};

/**
 * An action on the picked rows beyond delete that makes one call with their ids (check these
 * domains now, unbind these chats): a toolbar button acting on the picked rows and, when it has
 * row words, a button in each row acting on that row alone; the list reloads after it. Declaring
 * one makes the rows pickable even without delete. Shown only when the authority list grants the
 * call, as every described button.
 */
export type BatchActionDef<Row> = {
  call: IdsPath;
  icon: IconName;
  /** The toolbar button's words; `{count}` is how many rows are picked. */
  labelKey: MessageKey;
  /** The row button's words; without them the action is offered in the toolbar only. */
  rowLabelKey?: MessageKey;
  intent?: Intent;
  /**
   * The most ids one call takes (the contract's own limit), and what the greyed button says, with
   * `{max}`, when more rows are picked: the reader picks fewer rather than have some left out.
   */
  limit?: { max: number; messageKey: MessageKey };
  /**
   * A question before the call, for actions that cannot simply be undone; `{count}` and `{name}`
   * (the row's label when one row) as in the delete question. Without it the call is made at once.
   */
  confirm?: { messageKey: MessageKey; confirmKey: MessageKey };
  /** The toast from the call's answer (what the check found); "saved" by default. */
  doneMessage?(result: unknown, rows: Row[], intl: IntlShape): { kind: ToastKind; message: string };
};

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
  /** The filter bar's values when the list opens (a review queue showing the pending rows first). */
  initialFilters?: FilterValues;
  /**
   * The filter bar's values as the inquire call takes them, for filters whose values are not the
   * call's own (a yes/no select standing for a boolean); the values minus blanks by default.
   */
  filterInput?(values: FilterValues): ListFilters<P>;
  form?: {
    fields: FieldDef[];
    /**
     * Values of a new record beyond the defaults the add call's input schema declares (which the
     * form starts from, so a description does not repeat them).
     */
    defaults?: FormValues;
    /** Values of an existing record for the edit form (the row itself by default). */
    fromRow?(row: RowOf<P>): FormValues;
    /**
     * What the edit form needs beyond the row (a role's granted nodes), loaded when the edit
     * button is pressed; it is laid over `fromRow`'s values.
     */
    load?(row: RowOf<P>): Promise<FormValues>;
    addTitleKey: MessageKey;
    editTitleKey?: MessageKey;
    addButtonKey: MessageKey;
  };
  /** How a row is named in the delete confirmation (and `{name}` of the edit title). */
  rowLabel(row: RowOf<P>): string;
  /**
   * Why one row's edit or delete is refused, as a catalogue key, or null: what the server would
   * refuse for that row (a seeded role, one's own role). The button stays, greyed, saying why.
   */
  blocked?: {
    update?(row: RowOf<P>): MessageKey | null;
    remove?(row: RowOf<P>): MessageKey | null;
  };
  /**
   * A read-only view of one row in a drawer, for rows with more than the table shows (a log
   * entry's whole content). Clicking a row or its view button opens it.
   */
  detail?: {
    titleKey: MessageKey;
    render(row: RowOf<P>, intl: IntlShape): ReactNode;
  };
  /** Further row actions, each a form over its own call (see `RowFormDef`). */
  rowForms?: RowFormDef<RowOf<P>>[];
  /** Actions on the picked rows, each one call with their ids (see `BatchActionDef`). */
  batchActions?: BatchActionDef<RowOf<P>>[];
  /**
   * What the empty table says, when "no records" would leave the reader guessing why (monitoring
   * starts once a domain is verified); the generic words by default.
   */
  empty?: { titleKey: MessageKey; descriptionKey: MessageKey };
};
