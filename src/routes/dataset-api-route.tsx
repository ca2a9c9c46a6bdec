import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { useParams } from "react-router-dom";
import type { ProxyAnswer } from "../api/types.ts";
import { ErrorAlert } from "../components/error-alert.tsx";
import { RecordsTable } from "../components/records-table.tsx";
import { formatBytes } from "../lib/format.ts";
import { findRecords } from "../lib/json-shape.ts";
import { proxyKeys, proxyQueries } from "../queries/proxy-queries.ts";

/** The API data panel: the answer of the dataset's attached API, fetched through the portal proxy. */
export function Component() {
  const slug = useParams().slug ?? "";
  const headingId = useId();
  const queryClient = useQueryClient();
  const answer = useQuery(proxyQueries.preview(slug));

  return (
    <section aria-labelledby={headingId} className="api-panel">
      <h2 id={headingId}>API data</h2>
      <div className="toolbar">
        {answer.isFetching ? (
          <>
            <span role="status">Asking the portal’s proxy…</span>
            <button
              type="button"
              onClick={() => void queryClient.cancelQueries({ queryKey: proxyKeys.preview(slug) })}
            >
              Cancel
            </button>
          </>
        ) : (
          <button type="button" onClick={() => void answer.refetch()}>
            Refresh
          </button>
        )}
      </div>
      {answer.isError ? (
        <ErrorAlert
          title="The API data could not be loaded"
          error={answer.error}
          onRetry={() => void answer.refetch()}
        />
      ) : null}
      {answer.data ? <AnswerView answer={answer.data} /> : null}
      {!answer.data && !answer.isFetching && !answer.isError ? (
        <p className="muted">The request was cancelled. Refresh to ask again.</p>
      ) : null}
    </section>
  );
}

function AnswerView({ answer }: { answer: ProxyAnswer }) {
  const records = answer.kind === "json" ? findRecords(answer.json) : null;
  return (
    <>
      <dl className="facts answer-facts">
        <div>
          <dt>Status</dt>
          <dd>{answer.status}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{Math.round(answer.elapsedMs)} ms</dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{formatBytes(answer.bytes)}</dd>
        </div>
        <div>
          <dt>Content type</dt>
          <dd>{answer.contentType || "not given"}</dd>
        </div>
      </dl>
      {answer.kind === "empty" ? <p>The API returned no data.</p> : null}
      {records ? <RecordsTable records={records} /> : null}
      {answer.kind !== "empty" && !records ? (
        <pre className="raw" tabIndex={0} aria-label="Raw answer">
          {answer.kind === "json" ? JSON.stringify(answer.json, null, 2).slice(0, 200_000) : answer.text.slice(0, 200_000)}
        </pre>
      ) : null}
    </>
  );
}
