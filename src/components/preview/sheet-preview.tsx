import { plural } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";

const sheetNumber = (index: number) => index + 1;

import { useState } from "react";
import type { SheetsRead } from "../../workers/office-off-thread.ts";
import { ViewTabs } from "../api-data/view-tabs.tsx";
import type { ChartSource } from "../workbench/chart-caption.ts";
import { TableWorkbench } from "../workbench/table-workbench.tsx";

interface SheetPreviewProps {
  /** Names the workbook's reading; each sheet's table adds its place. */
  tableKey: readonly unknown[];
  read: SheetsRead;
  label: string;
  source: ChartSource;
  fileBase: string;
}

/** A workbook: one tab per sheet, the chosen sheet's first rows with their profile and chart. */
export function SheetPreview({ tableKey, read, label, source, fileBase }: SheetPreviewProps) {
  const names = read.sheets.map((_, i) => `${i}`);
  const [current, setCurrent] = useState(names[0] ?? "0");
  const { t } = useLingui();
  const sheet = read.sheets[Number(current)];
  const labels = Object.fromEntries(
    read.sheets.map((s, i) => [`${i}`, s.name || t`Sheet ${sheetNumber(i)}`]),
  );
  const format = read.format;
  if (!sheet)
    return (
      <p>
        <Trans>This {format} workbook has no sheets.</Trans>
      </p>
    );
  const rowCount = sheet.rows.length;
  const sheetName = sheet.name;
  const sheetCount = read.sheets.length;
  const headerRows = sheet.headerRows;
  const body =
    sheet.rows.length === 0 ? (
      <p>
        <Trans>The sheet “{sheetName}” is empty.</Trans>
      </p>
    ) : (
      <TableWorkbench
        // A fresh filter and sort for each sheet.
        key={current}
        tableKey={[...tableKey, "sheet", Number(current)]}
        rows={sheet.rows}
        columns={sheet.columns}
        caption={
          sheet.truncated
            ? t`Sheet ${sheetName} of ${label}: first ${plural(rowCount, { one: "# row", other: "# rows" })}`
            : t`Sheet ${sheetName} of ${label}: ${plural(rowCount, { one: "# row", other: "# rows" })}`
        }
        label={t`Rows of sheet ${sheetName}`}
        source={{ ...source, dataset: `${source.dataset} (${label}, ${sheet.name})` }}
        fileBase={`${fileBase}-${sheet.name}`}
      />
    );
  return (
    <div className="sheet-preview">
      <p className="muted">
        <Plural
          value={sheetCount}
          one={`${format} workbook, # sheet.`}
          other={`${format} workbook, # sheets.`}
        />
        {headerRows > 1 ? (
          <>
            {" "}
            <Trans>The first {headerRows} rows of this sheet name its columns.</Trans>
          </>
        ) : null}
        {sheet.truncated ? (
          <>
            {" "}
            <Trans>Only the first rows are shown.</Trans>
          </>
        ) : null}
      </p>
      {read.sheets.length > 1 ? (
        <ViewTabs
          views={names}
          labels={labels}
          label={t`Sheets`}
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
