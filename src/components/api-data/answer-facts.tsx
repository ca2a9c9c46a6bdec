import { Trans } from "@lingui/react/macro";
import type { ProxyAnswer } from "../../api/types.ts";
import { useFormat } from "../../i18n/use-format.ts";

/** What came back, before what it says: status, time, size and type. */
export function AnswerFacts({ answer }: { answer: ProxyAnswer }) {
  const format = useFormat();
  const milliseconds = format.count(Math.round(answer.elapsedMs));
  return (
    <dl className="facts answer-facts">
      <div>
        <dt>
          <Trans>Status</Trans>
        </dt>
        <dd>{answer.status}</dd>
      </div>
      <div>
        <dt>
          <Trans>Time</Trans>
        </dt>
        <dd>
          <Trans>{milliseconds} ms</Trans>
        </dd>
      </div>
      <div>
        <dt>
          <Trans>Size</Trans>
        </dt>
        <dd>{format.bytes(answer.bytes)}</dd>
      </div>
      <div>
        <dt>
          <Trans>Content type</Trans>
        </dt>
        <dd>{answer.contentType || <Trans>not given</Trans>}</dd>
      </div>
    </dl>
  );
}
