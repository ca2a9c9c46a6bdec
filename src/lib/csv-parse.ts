import Papa from "papaparse";

export interface CsvPreview {
  /** The first row, as the file's own column names. */
  readonly header: readonly string[];
  readonly rows: readonly (readonly string[])[];
  /** The delimiter Papa Parse detected (or was given). */
  readonly delimiter: string;
  /** True when the file holds more rows than were read. */
  readonly more: boolean;
}

const CSV_PREVIEW_ROWS = 100;

/**
 * The header and first rows of a CSV or TSV text. `cut` says the text is only the start of the
 * file, so its last line may be a partial row and is dropped.
 */
export function parseCsvPreview(
  text: string,
  options: { delimiter?: string; cut?: boolean; maxRows?: number } = {},
): CsvPreview {
  const maxRows = options.maxRows ?? CSV_PREVIEW_ROWS;
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter: options.delimiter ?? "",
    // One more row than shown tells whether there is more.
    preview: maxRows + 2,
    skipEmptyLines: "greedy",
  });
  let data = result.data;
  const complete = data.length < maxRows + 2;
  if (options.cut && complete && data.length > 1) data = data.slice(0, -1);
  const [header = [], ...rows] = data;
  return {
    header,
    rows: rows.slice(0, maxRows),
    delimiter: result.meta.delimiter,
    more: rows.length > maxRows || Boolean(options.cut),
  };
}
