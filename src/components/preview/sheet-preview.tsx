import { useState } from "react";
import type { SheetsRead } from "../../lib/office-off-thread.ts";
import { ViewTabs } from "../api-data/view-tabs.tsx";
import type { ChartSource } from "../workbench/chart-caption.ts";
import { TableWorkbench } from "../workbench/table-workbench.tsx";

interface SheetPreviewProps {
  read: SheetsRead;
  label: string;
  source: ChartSource;
  fileBase: string;
}

/** A workbook: one tab per sheet, the chosen sheet's first rows with their profile and chart. */
export function SheetPreview({ read, label, source, fileBase }: SheetPreviewProps) {
  const names = read.sheets.map((_, i) => `${i}`);
  const [current, setCurrent] = useState(names[0] ?? "0");
  const sheet = read.sheets[Number(current)];
  const labels = Object.fromEntries(
    read.sheets.map((s, i) => [`${i}`, s.name || `Sheet ${i + 1}`]),
  );
  if (!sheet) return <p>This {read.format} workbook has no sheets.</p>;
  const rowsText = `${sheet.rows.length.toLocaleString("en")} ${sheet.rows.length === 1 ? "row" : "rows"}`;
  const body =
    sheet.rows.length === 0 ? (
      <p>The sheet “{sheet.name}” is empty.</p>
    ) : (
      <TableWorkbench
        // A fresh filter and sort for each sheet.
        key={current}
        rows={sheet.rows}
        columns={sheet.columns}
        caption={`Sheet ${sheet.name} of ${label}: ${sheet.truncated ? "first " : ""}${rowsText}`}
        label={`Rows of sheet ${sheet.name}`}
        source={{ ...source, dataset: `${source.dataset} (${label}, ${sheet.name})` }}
        fileBase={`${fileBase}-${sheet.name}`}
      />
    );
  return (
    <div className="sheet-preview">
      <p className="muted">
        {read.format} workbook, {read.sheets.length} {read.sheets.length === 1 ? "sheet" : "sheets"}
        {sheet.headerRows > 1
          ? `; the first ${sheet.headerRows} rows of this sheet name its columns`
          : ""}
        {sheet.truncated ? "; only the first rows are shown" : ""}.
      </p>
      {read.sheets.length > 1 ? (
        <ViewTabs
          views={names}
          labels={labels}
          label="Sheets"
          current={current}
          onChange={setCurrent}
        >
          {body}
        </ViewTabs>
      ) : (
        body
      )}
    </div>
  );
}
