import {
  AccessMode,
  CodeStatus,
  JumpType,
  OpenLog,
  RestrictionVisit,
  RotationModel,
} from '../../../contract/enums';

/**
 * The file layout of code export and import, as pure functions: a code becomes one line of text
 * cells, and a line of text cells becomes a code again. One line per code; its destinations sit
 * in numbered columns (`dest1_url`, `dest1_title`, … `dest2_url`, …), as many groups as the code
 * with the most destinations needs. Columns are found by their header, in any order; a missing
 * column reads as blank. Settings with a fixed set of values are written as their names
 * (`round_robin`), and read as the name or its number.
 *
 * Text cells travel through `sheetText`, which puts an apostrophe before a first character a
 * spreadsheet would run as a formula. So the reader can tell that apostrophe from one the text
 * began with, text that begins with an apostrophe is written with one more, and the reader drops
 * exactly one leading apostrophe from every cell.
 */

export type EnumColumn =
  | 'status'
  | 'rotation_model'
  | 'jump_type'
  | 'access_mode'
  | 'restriction_visit'
  | 'open_log';

/** The settings columns with a fixed set of values, and those values by name. */
export const ENUM_COLUMNS: Readonly<Record<EnumColumn, Readonly<Record<string, number>>>> = {
  status: CodeStatus,
  rotation_model: RotationModel,
  jump_type: JumpType,
  access_mode: AccessMode,
  restriction_visit: RestrictionVisit,
  open_log: OpenLog,
};

/** The columns of a code, before its destinations, in the order the export writes them. */
export const CODE_COLUMNS = [
  'file_name',
  'name',
  'status',
  'domain',
  'group',
  'rotation_model',
  'jump_type',
  'access_mode',
  'restriction_visit',
  'open_log',
  'password',
  'remark',
  'fallback_message',
  'fallback_image_id',
] as const;

/** The columns of one destination, each written `dest<n>_<field>`. */
export const DESTINATION_FIELDS = [
  'url',
  'image_id',
  'title',
  'threshold',
  'weight',
  'enabled',
  'fallback',
  'expires_at',
] as const;

type DestinationField = (typeof DESTINATION_FIELDS)[number];

export type TransferDestination = {
  url: string | null;
  image_id: number | null;
  title: string;
  threshold: number;
  weight: number;
  enabled: boolean;
  fallback: boolean;
  /** ISO 8601 in UTC (`…Z`), or null. */
  expires_at: string | null;
};

/** A code as the file holds it: its group and domain by name, so another account can read it. */
export type TransferCode = {
  file_name: string;
  name: string;
  status: number;
  /** The entry domain's host; empty = the console's own host. */
  domain: string;
  /** The group's name; empty = no group. */
  group: string;
  rotation_model: number;
  jump_type: number;
  access_mode: number;
  restriction_visit: number;
  open_log: number;
  /** The share-page password; empty = no share page. */
  password: string;
  remark: string;
  fallback_message: string;
  fallback_image_id: number | null;
  destinations: TransferDestination[];
};

/** A problem with one cell (or the whole line), named by its column; `key` is a catalogue key. */
export type CellProblem = { field: string; key: string; values?: Record<string, string | number> };

export const destinationColumn = (slot: number, field: DestinationField) => `dest${slot + 1}_${field}`;

/** The header of a file whose codes have at most `slots` destinations. */
export function headerFor(slots: number): string[] {
  const destinationColumns = Array.from({ length: slots }, (_, slot) =>
    DESTINATION_FIELDS.map((field) => destinationColumn(slot, field)),
  ).flat();
  return [...CODE_COLUMNS, ...destinationColumns];
}

/** Text as the file writes it: one more apostrophe before a leading one (see the module note). */
export const escapeCell = (text: string) => (text.startsWith("'") ? `'${text}` : text);
/** A cell as read back: one leading apostrophe less. */
export const unescapeCell = (text: string) => (text.startsWith("'") ? text.slice(1) : text);

const nameOf = (column: EnumColumn, value: number) =>
  Object.entries(ENUM_COLUMNS[column]).find(([, number]) => number === value)?.[0] ?? String(value);

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** One code's line: `slots` groups of destination cells, blank where the code has fewer. */
export function codeCells(code: TransferCode, slots: number): string[] {
  if (code.destinations.length > slots) throw new Error('a code has more destinations than the header');
  const cells = [
    code.file_name,
    code.name,
    nameOf('status', code.status),
    code.domain,
    code.group,
    nameOf('rotation_model', code.rotation_model),
    nameOf('jump_type', code.jump_type),
    nameOf('access_mode', code.access_mode),
    nameOf('restriction_visit', code.restriction_visit),
    nameOf('open_log', code.open_log),
    code.password,
    code.remark,
    code.fallback_message,
    code.fallback_image_id === null ? '' : String(code.fallback_image_id),
  ];
  for (let slot = 0; slot < slots; slot += 1) {
    const destination = code.destinations[slot];
    if (!destination) {
      cells.push(...DESTINATION_FIELDS.map(() => ''));
      continue;
    }
    cells.push(
      destination.url ?? '',
      destination.image_id === null ? '' : String(destination.image_id),
      destination.title,
      String(destination.threshold),
      String(destination.weight),
      yesNo(destination.enabled),
      yesNo(destination.fallback),
      destination.expires_at ?? '',
    );
  }
  return cells.map(escapeCell);
}

const DESTINATION_COLUMN = /^dest([1-9]\d{0,2})_([a-z_]+)$/;

/** Where each column of a header is, or the problems of the header. */
export type HeaderMap = { columns: Map<string, number>; slots: number };

/**
 * Reads a header: every column must be one of the layout's, once; `file_name` and `name` must be
 * there. Names are compared without case and surrounding spaces.
 */
export function readHeader(header: readonly string[]): HeaderMap | CellProblem[] {
  const problems: CellProblem[] = [];
  const columns = new Map<string, number>();
  let slots = 0;
  header.forEach((raw, index) => {
    const column = unescapeCell(raw).trim().toLowerCase();
    if (column === '') return;
    const destination = DESTINATION_COLUMN.exec(column);
    const known =
      (CODE_COLUMNS as readonly string[]).includes(column) ||
      (destination !== null && (DESTINATION_FIELDS as readonly string[]).includes(destination[2] as string));
    if (!known) {
      problems.push({ field: 'file', key: 'code_transfer.unknown_column', values: { column: raw } });
      return;
    }
    if (columns.has(column)) {
      problems.push({ field: 'file', key: 'code_transfer.duplicate_column', values: { column: raw } });
      return;
    }
    columns.set(column, index);
    if (destination) slots = Math.max(slots, Number(destination[1]));
  });
  for (const required of ['file_name', 'name']) {
    if (!columns.has(required))
      problems.push({ field: 'file', key: 'code_transfer.missing_column', values: { column: required } });
  }
  return problems.length > 0 ? problems : { columns, slots };
}

const TRUE_WORDS = new Set(['yes', 'true', '1', 'y', '是']);
const FALSE_WORDS = new Set(['no', 'false', '0', 'n', '否']);
const WHOLE_NUMBER = /^\d{1,10}$/;

/** A line of the file read into a code; problems are about cells that are not what their column takes. */
export type ParsedLine = { code: TransferCode; problems: CellProblem[] };

/**
 * Reads one line. Blank cells take the editor's defaults; what a cell holds is otherwise kept as
 * text for the contract's schemas to judge (length, URL form), except numbers, yes/no and the
 * names of fixed values, which are read here.
 */
export function parseLine(cells: readonly string[], header: HeaderMap): ParsedLine {
  const problems: CellProblem[] = [];
  const cell = (column: string) => {
    const index = header.columns.get(column);
    return index === undefined ? '' : unescapeCell(cells[index] ?? '');
  };
  const choice = (column: EnumColumn, fallback: number) => {
    const raw = cell(column).trim();
    if (raw === '') return fallback;
    const values = ENUM_COLUMNS[column];
    const byName = values[raw.toLowerCase()];
    if (byName !== undefined) return byName;
    const byNumber = Number(raw);
    if (Object.values(values).includes(byNumber)) return byNumber;
    problems.push({
      field: column,
      key: 'code_transfer.choose_one',
      values: { choices: Object.keys(values).join(', ') },
    });
    return fallback;
  };
  const number = (column: string, fallback: number | null) => {
    const raw = cell(column).trim();
    if (raw === '') return fallback;
    if (WHOLE_NUMBER.test(raw)) return Number(raw);
    problems.push({ field: column, key: 'code_transfer.whole_number' });
    return fallback;
  };
  const flag = (column: string, fallback: boolean) => {
    const raw = cell(column).trim().toLowerCase();
    if (raw === '') return fallback;
    if (TRUE_WORDS.has(raw)) return true;
    if (FALSE_WORDS.has(raw)) return false;
    problems.push({ field: column, key: 'code_transfer.yes_or_no' });
    return fallback;
  };

  const code: TransferCode = {
    file_name: cell('file_name').trim(),
    name: cell('name'),
    status: choice('status', CodeStatus.open),
    domain: cell('domain').trim().toLowerCase(),
    group: cell('group'),
    rotation_model: choice('rotation_model', RotationModel.sequential),
    jump_type: choice('jump_type', JumpType.http_redirect),
    access_mode: choice('access_mode', AccessMode.unrestricted),
    restriction_visit: choice('restriction_visit', RestrictionVisit.none),
    open_log: choice('open_log', OpenLog.detailed),
    password: cell('password'),
    remark: cell('remark'),
    fallback_message: cell('fallback_message'),
    fallback_image_id: number('fallback_image_id', null),
    destinations: [],
  };
  // After the code's own cells, so problems come in the order of the columns.
  for (let slot = 0; slot < header.slots; slot += 1) {
    const column = (field: DestinationField) => destinationColumn(slot, field);
    if (DESTINATION_FIELDS.every((field) => cell(column(field)).trim() === '')) continue;
    const url = cell(column('url'));
    const expires = cell(column('expires_at')).trim();
    code.destinations.push({
      url: url.trim() === '' ? null : url,
      image_id: number(column('image_id'), null),
      title: cell(column('title')),
      threshold: number(column('threshold'), 0) ?? 0,
      weight: number(column('weight'), 1) ?? 1,
      enabled: flag(column('enabled'), true),
      fallback: flag(column('fallback'), false),
      expires_at: expires === '' ? null : expires,
    });
  }

  return { code, problems };
}

/**
 * The file's column a field of the code editor's input is about: `destinations.1.url` is the
 * second destination written — not always `dest2_url`, since blank groups are skipped — so the
 * line's own slots say which.
 */
export function columnOfPath(path: readonly (string | number)[], slotsUsed: readonly number[]): string {
  const [head, index, field] = path;
  if (head === 'destinations') {
    const slot = typeof index === 'number' ? slotsUsed[index] : undefined;
    if (slot === undefined) return 'dest1_url';
    const name =
      typeof field === 'string' && (DESTINATION_FIELDS as readonly string[]).includes(field) ? field : 'url';
    return destinationColumn(slot, name as DestinationField);
  }
  if (head === 'group_id') return 'group';
  if (head === 'domain_id') return 'domain';
  if (typeof head === 'string' && head !== '') return head;
  return 'line';
}

/** The slots of a line that hold a destination, in order (what `destinations[i]` came from). */
export function usedSlots(cells: readonly string[], header: HeaderMap): number[] {
  const used: number[] = [];
  for (let slot = 0; slot < header.slots; slot += 1) {
    const filled = DESTINATION_FIELDS.some((field) => {
      const index = header.columns.get(destinationColumn(slot, field));
      return index !== undefined && unescapeCell(cells[index] ?? '').trim() !== '';
    });
    if (filled) used.push(slot);
  }
  return used;
}
