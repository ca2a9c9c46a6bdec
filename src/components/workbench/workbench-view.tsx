import { Trans } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { DataTable } from "../api-data/data-table.tsx";
import type { ChartSource } from "./chart-caption.ts";
import { ColumnProfiles } from "./column-profiles.tsx";
import type { TableView } from "./use-table-view.ts";

// Observable Plot (and d3) load only when a reader opens a chart.
const QuickChart = lazy(() => import("./quick-chart.tsx"));

export type WorkbenchViewName = "table" | "columns" | "chart";

interface WorkbenchViewProps {
  name: WorkbenchViewName;
  view: TableView;
  /** What a row is, for the table's caption. */
  label: string;
  source: ChartSource;
  fileBase: string;
}

/** The table, its column profiles or its chart, all of the same filtered and sorted rows. */
export function WorkbenchView({ name, view, label, source, fileBase }: WorkbenchViewProps) {
  switch (name) {
    case "table":
      return <DataTable label={label} view={view} />;
    case "columns":
      return <ColumnProfiles view={view} />;
    case "chart":
      return (
        <Suspense
          fallback={
            <p role="status">
              <Trans>Loading the chart…</Trans>
            </p>
          }
        >
          <QuickChart view={view} source={source} fileBase={fileBase} />
        </Suspense>
      );
  }
}
