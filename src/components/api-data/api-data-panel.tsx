import { Trans, useLingui } from "@lingui/react/macro";
import { useDeferredValue, useId } from "react";
import type { ProxyAnswer } from "../../api/types.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { downloadText } from "../../lib/export-download.ts";
import type { RequestSnippets as Snippets } from "../../lib/snippets.ts";
import { ErrorAlert } from "../error-alert.tsx";
import { AnswerFacts } from "./answer-facts.tsx";
import { AnswerViews } from "./answer-views.tsx";
import { proxyFailureTitle } from "./proxy-failure.ts";
import { answerFileName, type ProxyView } from "./proxy-view.ts";
import { RequestSnippets } from "./request-snippets.tsx";
import "./api-data.css";

export interface ApiDataPanelProps {
  slug: string;
  /** The answer's query key, which names its table (queries/profile-queries.ts). */
  answerKey: readonly unknown[];
  answer: ProxyAnswer | undefined;
  /** The last failure, or null. */
  error: unknown;
  fetching: boolean;
  /** The reader cancelled the last request. */
  cancelled: boolean;
  requestedView: string | null;
  snippets: Snippets;
  onViewChange: (view: ProxyView) => void;
  onRefresh: () => void;
  onCancel: () => void;
  /** The dataset's name and the portal's, for chart captions; the route decides them. */
  datasetName?: string;
  portalName?: string;
  /** The dataset's objects that are its API, by name: which API this is. */
  apiNames?: readonly string[];
}

/** The answer of a dataset's attached API: what came, in the views that fit it, and how to take it away. */
export function ApiDataPanel(props: ApiDataPanelProps) {
  const { slug, answer, error, fetching, cancelled, onRefresh, onCancel } = props;
  const headingId = useId();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const failed = error !== null && error !== undefined;
  const shown = failed ? undefined : answer;
  // The views of an answer render after the rest of the panel, in a render React can pause: the
  // answer arrives in a synchronous render (the query's), where a big table's analysis, rows and
  // measurement made one long task (bench/README.md, proxy5mbLongestTaskMs).
  const viewed = useDeferredValue(shown);

  const download = (which: ProxyAnswer | undefined) => {
    if (!which) return;
    const type = which.kind === "json" ? "application/json" : which.contentType || "text/plain";
    downloadText(which.text, answerFileName(slug, which), type);
  };
  const downloadAnswer = () => download(shown);
  const emptyStatus = shown?.status ?? 0;
  const apiList = format.list(props.apiNames ?? []);
  const source = {
    dataset: props.datasetName || slug,
    portal: props.portalName || t`the portal`,
    retrieved: new Date(),
  };

  return (
    <section aria-labelledby={headingId} className="api-data">
      <h2 id={headingId} data-route-focus>
        <Trans>API data</Trans>
      </h2>
      {props.apiNames && props.apiNames.length > 0 ? (
        <p className="muted api-source">
          <Trans>The dataset's API: {apiList}</Trans>
        </p>
      ) : null}
      <div className="toolbar">
        {fetching ? (
          <>
            <span role="status">
              <Trans>Asking the portal’s proxy…</Trans>
            </span>
            <button type="button" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </button>
          </>
        ) : (
          <button type="button" onClick={onRefresh}>
            <Trans>Refresh</Trans>
          </button>
        )}
        {shown && shown.kind !== "empty" ? (
          <button type="button" onClick={downloadAnswer}>
            {shown.kind === "json" ? <Trans>Download JSON</Trans> : <Trans>Download answer</Trans>}
          </button>
        ) : null}
      </div>
      {cancelled && !fetching ? (
        <div role="status" className="note">
          {answer ? (
            <Trans>The refresh was cancelled: this is the earlier answer.</Trans>
          ) : (
            <Trans>The request was cancelled.</Trans>
          )}{" "}
          <button type="button" onClick={onRefresh}>
            <Trans>Ask again</Trans>
          </button>
        </div>
      ) : null}
      {failed && !fetching ? (
        <ErrorAlert title={proxyFailureTitle(error, i18n)} error={error} onRetry={onRefresh} />
      ) : null}
      {shown ? <AnswerFacts answer={shown} /> : null}
      {shown?.kind === "empty" ? (
        <ErrorAlert
          title={t`The API returned no data`}
          error={t`The proxy answered ${emptyStatus} with an empty body.`}
          onRetry={onRefresh}
        />
      ) : null}
      {shown && shown.kind !== "empty" && viewed && viewed.kind !== "empty" ? (
        <AnswerViews
          answer={viewed}
          answerKey={props.answerKey}
          requestedView={props.requestedView}
          onViewChange={props.onViewChange}
          onDownloadAnswer={() => download(viewed)}
          source={source}
          fileBase={`${slug}-api`}
        />
      ) : null}
      <RequestSnippets snippets={props.snippets} />
    </section>
  );
}
