import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { TableColumn, TableRow } from "../../lib/table-columns.ts";
import { ViewTabs } from "../api-data/view-tabs.tsx";
import type { ChartSource } from "./chart-caption.ts";
import { TableToolbar } from "./table-toolbar.tsx";
import { useTableView } from "./use-table-view.ts";
import { WorkbenchView, type WorkbenchViewName } from "./workbench-view.tsx";
import "../api-data/api-data.css";
import "./workbench.css";

const VIEWS: readonly WorkbenchViewName[] = ["table", "columns", "chart"];

interface TableWorkbenchProps {
  /** Names the table and the reading of it (see ProfiledTable, queries/profile-queries.ts). */
  tableKey: readonly unknown[];
  rows: readonly TableRow[];
  columns: readonly TableColumn[];
  /** Names the whole region: "First 100 rows of budget.csv". */
  caption: string;
  /** What a row is, for the table's own caption. */
  label: string;
  source: ChartSource;
  fileBase: string;
}

/** A previewed table with its filter, exports, column profiles and chart. */
export function TableWorkbench({
  tableKey,
  rows,
  columns,
  caption,
  label,
  source,
  fileBase,
}: TableWorkbenchProps) {
  const view = useTableView(tableKey, rows, columns);
  const { t } = useLingui();
  const labels: Record<WorkbenchViewName, string> = {
    table: t`Table`,
    columns: t`Columns`,
    chart: t`Chart`,
  };
  const [current, setCurrent] = useState<WorkbenchViewName>("table");
  return (
    <section aria-label={caption} className="table-workbench">
      <TableToolbar view={view} fileBase={fileBase} />
      <ViewTabs
        views={VIEWS}
        labels={labels}
        label={t`View the table as`}
        current={current}
        onChange={setCurrent}
      >
        <WorkbenchView
          name={current}
          view={view}
          label={label}
          source={source}
          fileBase={fileBase}
        />
      </ViewTabs>
    </section>
  );
}
