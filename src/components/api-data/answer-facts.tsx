import type { ProxyAnswer } from "../../api/types.ts";
import { formatBytes, formatCount } from "../../lib/format.ts";

/** What came back, before what it says: status, time, size and type. */
export function AnswerFacts({ answer }: { answer: ProxyAnswer }) {
  return (
    <dl className="facts answer-facts">
      <div>
        <dt>Status</dt>
        <dd>{answer.status}</dd>
      </div>
      <div>
        <dt>Time</dt>
        <dd>{formatCount(Math.round(answer.elapsedMs), "en")} ms</dd>
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
  );
}
