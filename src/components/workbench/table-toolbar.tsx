import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { useFormat } from "../../i18n/use-format.ts";
import { downloadText } from "../../lib/export-download.ts";
import { tableToCsv, tableToJson } from "../../lib/table-csv.ts";
import type { TableView } from "./use-table-view.ts";

/** The table's filter, its row count and the exports of exactly what it shows. */
export function TableToolbar({ view, fileBase }: { view: TableView; fileBase: string }) {
  const filterId = useId();
  const { rows, shown, columns } = view;
  const { i18n } = useLingui();
  const format = useFormat();
  const shownCount = shown.length;
  const total = format.count(rows.length);
  const count =
    shown.length === rows.length
      ? i18n._(msg`${plural(shownCount, { 0: "No rows", one: "# row", other: "# rows" })}`)
      : i18n._(
          msg`${plural(shownCount, { 0: "No rows", one: "# row", other: "# rows" })} of ${total}`,
        );
  return (
    <div className="toolbar">
      <label htmlFor={filterId}>
        <Trans>Filter rows</Trans>
      </label>
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
        <Trans>Download CSV</Trans>
      </button>
      <button
        type="button"
        onClick={() =>
          downloadText(tableToJson(shown, columns), `${fileBase}.json`, "application/json")
        }
      >
        <Trans>Download rows as JSON</Trans>
      </button>
    </div>
  );
}
