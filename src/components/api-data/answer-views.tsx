import { useMemo } from "react";
import type { ProxyAnswer } from "../../api/types.ts";
import { formatBytes } from "../../lib/format.ts";
import { prettyJsonPrefix, textPrefix } from "../../lib/proxy-raw.ts";
import { analyzeAnswer, chooseView, type ProxyView } from "../../lib/proxy-view.ts";
import type { TableColumn, TableRow } from "../../lib/table-columns.ts";
import { DataTable } from "./data-table.tsx";
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
  onDownloadCsv: (rows: readonly TableRow[], columns: readonly TableColumn[]) => void;
}

/** The views that fit the answer's shape, switchable; only the chosen one is rendered. */
export function AnswerViews(props: AnswerViewsProps) {
  const { answer, requestedView, onViewChange, onDownloadAnswer, onDownloadCsv } = props;
  const model = useMemo(() => analyzeAnswer(answer), [answer]);
  const view = chooseView(model.views, requestedView);
  if (view === null) return null;
  return (
    <ViewTabs views={model.views} current={view} onChange={onViewChange}>
      {view === "table" && model.table ? (
        <>
          {model.features ? <GeoOutline features={model.features} /> : null}
          <DataTable
            label={model.table.label}
            rows={model.table.rows}
            columns={model.table.columns}
            onDownloadCsv={onDownloadCsv}
          />
        </>
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
