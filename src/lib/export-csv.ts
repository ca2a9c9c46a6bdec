/** A CSV column: its header and how to read a row's cell. */
export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (row: T) => string | number | boolean | null | undefined;
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
/** What a spreadsheet program reads as the start of a formula (=, +, -, @) or slips past (tab, CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Text from a portal must not run in the reader's spreadsheet (`=HYPERLINK(...)`, `@SUM(...)`,
 * DDE): such a cell gets a leading apostrophe, the usual mark of "this is text". Numbers, written
 * as numbers or as "-12.5", are left as they are.
 */
function defuse(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

function cell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? "" : defuse(String(value));
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const line = <T>(row: T, columns: readonly CsvColumn<T>[]) =>
  columns.map((column) => cell(column.value(row))).join(",");

/**
 * RFC 4180 CSV (CRLF line ends, fields with quotes, commas or line breaks quoted, quotes doubled)
 * with a UTF-8 byte order mark, so spreadsheet programs read Čistoća and Београд correctly, and
 * formula-like text defused.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  return csvHeader(columns) + csvRows(rows, columns);
}

/** A CSV's start as toCsv writes it: the byte order mark and the header line. */
export function csvHeader<T>(columns: readonly CsvColumn<T>[]): string {
  return `\uFEFF${columns.map((column) => cell(column.header)).join(",")}\r\n`;
}

/** Rows as toCsv writes them, each line ended: a file can be written a piece at a time. */
export function csvRows<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  let text = "";
  for (const row of rows) text += `${line(row, columns)}\r\n`;
  return text;
}
