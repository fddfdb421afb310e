/**
 * What the cells of an exported table hold, and the one place where text becomes safe for a
 * spreadsheet: every text cell of a CSV or XLSX file, and every other CSV the server writes, goes
 * through `sheetText`, so both formats give back the same text and no cell runs as a formula.
 */

/**
 * An exact decimal (an amount) as its text: a JS number would round it, and as plain text a
 * negative amount would be defused into `'-30` like a formula.
 */
export type Decimal = { readonly decimal: string };

export type Cell = string | number | boolean | Decimal;

/**
 * XML 1.0 cannot carry these (an XLSX holding one is refused whole by Excel and by exceljs's own
 * reader), and exceljs drops DEL as it writes; CSV leaves them out too, so the formats agree.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it finds
const UNWRITABLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/g;
/** Half a surrogate pair is no character at all; UTF-8 writes U+FFFD for it, so that is what it becomes. */
const LONE_SURROGATE = /\p{Cs}/gu;
/** XML readers turn CR LF and a lone CR into LF: a line break in a cell is LF in both formats. */
const LINE_BREAK = /\r\n?/g;
/** OWASP's list: a spreadsheet takes a cell starting with one of these for a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Stored text as a spreadsheet cell may hold it: characters no XLSX can carry dropped, line breaks
 * as LF, and a leading apostrophe before a first character a spreadsheet would run as a formula.
 * Text is always text: a remark `-5` or a phone `+86…` is shown as `'-5` and `'+86…` — only a
 * value the export declares a number (an id, a `Decimal` amount) is written bare.
 */
export function sheetText(text: string): string {
  const writable = text.replace(LONE_SURROGATE, '\uFFFD').replace(UNWRITABLE, '').replace(LINE_BREAK, '\n');
  return FORMULA_START.test(writable) ? `'${writable}` : writable;
}

const PLAIN_DECIMAL = /^-?\d+(?:\.\d+)?$/;

/** What a cell holds once no spreadsheet can take it for a formula; numbers and booleans stay as they are. */
export function sheetValue(cell: Cell): string | number | boolean {
  if (typeof cell === 'string') return sheetText(cell);
  if (typeof cell === 'object')
    return PLAIN_DECIMAL.test(cell.decimal) ? cell.decimal : sheetText(cell.decimal);
  return cell;
}

/** A CSV field (RFC 4180): quoted, with its quotes doubled, when it holds a quote, a comma or a line break. */
function csvField(cell: Cell): string {
  const value = sheetValue(cell);
  if (typeof value !== 'string') return String(value);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One CSV record, ending in CR LF as RFC 4180 has it. */
export function csvLine(cells: readonly Cell[]): string {
  return `${cells.map(csvField).join(',')}\r\n`;
}
