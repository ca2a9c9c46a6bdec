/** A CSV column: its header and how to read a row's cell. */
export interface CsvColumn<T> {
  readonly header: string;
  readonly value: (row: T) => string | number | boolean | null | undefined;
}

const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

function cell(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV (CRLF line ends, fields with quotes, commas or line breaks quoted, quotes doubled)
 * with a UTF-8 byte order mark, so spreadsheet programs read Čistoća and Београд correctly.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => cell(column.header)).join(",")];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))).join(","));
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
