import { useId } from "react";
import { downloadText } from "../../lib/export-download.ts";
import { formatCount } from "../../lib/format.ts";
import { countLabel } from "../../lib/pluralize.ts";
import { tableToCsv, tableToJson } from "../../lib/table-csv.ts";
import type { TableView } from "./use-table-view.ts";

/** The table's filter, its row count and the exports of exactly what it shows. */
export function TableToolbar({ view, fileBase }: { view: TableView; fileBase: string }) {
  const filterId = useId();
  const { rows, shown, columns } = view;
  const total = countLabel(rows.length, "row", "rows");
  const count =
    shown.length === rows.length
      ? total
      : `${countLabel(shown.length, "row", "rows")} of ${formatCount(rows.length, "en")}`;
  return (
    <div className="toolbar">
      <label htmlFor={filterId}>Filter rows</label>
      <input
        id={filterId}
        type="search"
        value={view.filter}
        onChange={(event) => view.setFilter(event.target.value)}
      />
      <p role="status" className="row-count">
        {count}
      </p>
      <button
        type="button"
        onClick={() =>
          downloadText(tableToCsv(shown, columns), `${fileBase}.csv`, "text/csv;charset=utf-8")
        }
      >
        Download CSV
      </button>
      <button
        type="button"
        onClick={() =>
          downloadText(tableToJson(shown, columns), `${fileBase}.json`, "application/json")
        }
      >
        Download rows as JSON
      </button>
    </div>
  );
}
