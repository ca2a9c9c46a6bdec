import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { toCsv } from "../../lib/export-csv.ts";
import { downloadText } from "../../lib/export-download.ts";

export interface HealthColumn<T> {
  readonly header: string;
  /** What the table shows (a link, a formatted figure). */
  readonly cell: (row: T) => ReactNode;
  /** What the CSV holds: the plain value, numbers unformatted. */
  readonly csv: (row: T) => string | number | null;
  /** Figures line up on the end side. */
  readonly numeric?: boolean;
}

interface HealthTableProps<T> {
  readonly caption: string;
  readonly columns: readonly HealthColumn<T>[];
  readonly rows: readonly T[];
  readonly rowKey: (row: T) => string;
  /** The CSV file's name, without ".csv". */
  readonly fileName: string;
}

/** A table of the health page, scrolling sideways on its own on a narrow screen, with its CSV. */
export function HealthTable<T>({ caption, columns, rows, rowKey, fileName }: HealthTableProps<T>) {
  const { t } = useLingui();
  return (
    <div className="health-table">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the screen scrolls by keyboard too */}
      <section className="health-table-scroll" tabIndex={0} aria-label={caption}>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={column.numeric ? "num" : undefined}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, i) =>
                  i === 0 ? (
                    <th key={column.header} scope="row">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.header} className={column.numeric ? "num" : undefined}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <button
        type="button"
        className="health-csv"
        aria-label={t`Export CSV: ${caption}`}
        onClick={() =>
          downloadText(
            toCsv(
              rows,
              columns.map((column) => ({ header: column.header, value: column.csv })),
            ),
            `${fileName}.csv`,
            "text/csv;charset=utf-8",
          )
        }
      >
        <Trans>Export CSV</Trans>
      </button>
    </div>
  );
}
