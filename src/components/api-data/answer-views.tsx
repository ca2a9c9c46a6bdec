import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import type { ProxyAnswer } from "../../api/types.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { prettyJsonPrefix, textPrefix } from "../../lib/proxy-raw.ts";
import type { ChartSource } from "../workbench/chart-caption.ts";
import { TableToolbar } from "../workbench/table-toolbar.tsx";
import { useTableView } from "../workbench/use-table-view.ts";
import { WorkbenchView } from "../workbench/workbench-view.tsx";
import { GeoOutline } from "./geo-outline.tsx";
import { JsonTree } from "./json-tree.tsx";
import { analyzeAnswer, chooseView, PROXY_VIEW_LABELS, type ProxyView } from "./proxy-view.ts";
import { RawView } from "./raw-view.tsx";
import { ViewTabs } from "./view-tabs.tsx";

interface AnswerViewsProps {
  answer: ProxyAnswer;
  /** The answer's query key: with when the answer came, it names the answer's table. */
  answerKey: readonly unknown[];
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

function viewLabels(i18n: I18n): Record<ProxyView, string> {
  const labels = {} as Record<ProxyView, string>;
  for (const [view, label] of Object.entries(PROXY_VIEW_LABELS))
    labels[view as ProxyView] = i18n._(label);
  return labels;
}

/** The views that fit the answer's shape, switchable; only the chosen one is rendered. */
export function AnswerViews(props: AnswerViewsProps) {
  const { answer, answerKey, requestedView, onViewChange, onDownloadAnswer, source, fileBase } =
    props;
  const model = useMemo(() => analyzeAnswer(answer), [answer]);
  // One filter and sort for Table, Columns and Chart, kept while the reader switches between them.
  const tableView = useTableView(
    [...answerKey, answer.receivedAt],
    model.table?.rows ?? NO_ROWS,
    model.table?.columns ?? NO_ROWS,
  );
  const view = chooseView(model.views, requestedView);
  const { t, i18n } = useLingui();
  if (view === null) return null;
  const tabular = view === "table" || view === "columns" || view === "chart";
  return (
    <ViewTabs
      views={model.views}
      labels={viewLabels(i18n)}
      label={t`View the answer as`}
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
            label={i18n._(model.table.label)}
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
  const { t } = useLingui();
  const format = useFormat();
  const size = format.bytes(answer.bytes);
  const preview = useMemo(
    () => (answer.kind === "json" ? prettyJsonPrefix(answer.json) : textPrefix(answer.text)),
    [answer],
  );
  return <RawView preview={preview} totalLabel={t`a ${size} answer`} onDownload={onDownload} />;
}
