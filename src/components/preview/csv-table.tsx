import type { CsvPreview } from "../../lib/csv-parse.ts";
import { ScrollRegion } from "../dataset/scroll-region.tsx";

/** The first rows of a CSV, in a table that scrolls inside its own focusable box. */
export function CsvTable({ preview, label }: { preview: CsvPreview; label: string }) {
  const width = Math.max(preview.header.length, ...preview.rows.map((row) => row.length));
  const columns = Array.from({ length: width }, (_, i) => preview.header[i] || `Column ${i + 1}`);
  const caption = `First ${preview.rows.length} ${preview.rows.length === 1 ? "row" : "rows"} of ${label}${preview.more ? " (the file has more)" : ""}`;
  return (
    <ScrollRegion label={`${caption}, scrolls`} className="table-scroll preview-scroll">
      <table className="preview-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: columns are positions in the file.
              <th scope="col" key={i}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions in the file.
            <tr key={r}>
              {columns.map((_, c) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positions in the row.
                <td key={c}>{row[c] ?? ""}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
