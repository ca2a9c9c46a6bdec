import { useMemo } from "react";
import type { ProxyAnswer } from "../../api/types.ts";
import { formatBytes } from "../../lib/format.ts";
import { prettyJsonPrefix, textPrefix } from "../../lib/proxy-raw.ts";
import {
  analyzeAnswer,
  chooseView,
  PROXY_VIEW_LABELS,
  type ProxyView,
} from "../../lib/proxy-view.ts";
import type { ChartSource } from "../workbench/chart-caption.ts";
import { TableToolbar } from "../workbench/table-toolbar.tsx";
import { useTableView } from "../workbench/use-table-view.ts";
import { WorkbenchView } from "../workbench/workbench-view.tsx";
import { GeoOutline } from "./geo-outline.tsx";
import { JsonTree } from "./json-tree.tsx";
import { RawView } from "./raw-view.tsx";
import { ViewTabs } from "./view-tabs.tsx";

interface AnswerViewsProps {
  answer: ProxyAnswer;
  /** The view asked for in the URL; ignored when this answer has no such view. */
  requestedView: string | null;
  onViewChange: (view: ProxyView) => void;
  onDownloadAnswer: () => void;
  /** Names the dataset, the portal and the day under charts and in their files. */
  source: ChartSource;
  /** File names of exports start with it: "<slug>-api". */
  fileBase: string;
}

const NO_ROWS: never[] = [];

/** The views that fit the answer's shape, switchable; only the chosen one is rendered. */
export function AnswerViews(props: AnswerViewsProps) {
  const { answer, requestedView, onViewChange, onDownloadAnswer, source, fileBase } = props;
  const model = useMemo(() => analyzeAnswer(answer), [answer]);
  // One filter and sort for Table, Columns and Chart, kept while the reader switches between them.
  const tableView = useTableView(model.table?.rows ?? NO_ROWS, model.table?.columns ?? NO_ROWS);
  const view = chooseView(model.views, requestedView);
  if (view === null) return null;
  const tabular = view === "table" || view === "columns" || view === "chart";
  return (
    <ViewTabs
      views={model.views}
      labels={PROXY_VIEW_LABELS}
      label="View the answer as"
      current={view}
      onChange={onViewChange}
    >
      {tabular && model.table ? (
        <div className="data-table">
          {view === "table" && model.features ? <GeoOutline features={model.features} /> : null}
          <TableToolbar view={tableView} fileBase={fileBase} />
          <WorkbenchView
            name={view}
            view={tableView}
            label={model.table.label}
            source={source}
            fileBase={fileBase}
          />
        </div>
      ) : null}
      {view === "tree" ? <JsonTree value={answer.json} /> : null}
      {view === "raw" ? <RawAnswer answer={answer} onDownload={onDownloadAnswer} /> : null}
    </ViewTabs>
  );
}

function RawAnswer({ answer, onDownload }: { answer: ProxyAnswer; onDownload: () => void }) {
  const preview = useMemo(
    () => (answer.kind === "json" ? prettyJsonPrefix(answer.json) : textPrefix(answer.text)),
    [answer],
  );
  return (
    <RawView
      preview={preview}
      totalLabel={`a ${formatBytes(answer.bytes)} answer`}
      onDownload={onDownload}
    />
  );
}
