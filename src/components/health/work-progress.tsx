import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useFormat } from "../../i18n/use-format.ts";
import type { HealthWork } from "./health-work.ts";

/** How far a run has come: a progress bar, the same in words (announced), and Cancel. */
export function WorkProgress({ work }: { work: HealthWork }) {
  const { t } = useLingui();
  const format = useFormat();
  const done = format.count(work.done);
  const total = format.count(work.total);
  const label = work.phase === "checking" ? t`Checking links` : t`Reading every dataset`;
  return (
    <div className="health-progress">
      <progress value={work.done} max={Math.max(1, work.total)} aria-label={label} />
      <p role="status">
        {work.phase === "checking" ? (
          <Trans>
            Checking links, at most 4 at a time: {done} of {total} done.
          </Trans>
        ) : work.total === 0 ? (
          <Trans>Listing the datasets…</Trans>
        ) : (
          <Trans>
            Reading every dataset's page, at most 4 at a time: {done} of {total} done.
          </Trans>
        )}
      </p>
      <button type="button" onClick={work.cancel}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}

/** Failures named one by one; past these, the rest are counted. */
const FAILURES_NAMED = 50;

/** What the last run left to say: stopped, failed, or datasets it could not read. */
export function WorkNotes({ work }: { work: HealthWork }) {
  const failed = work.failures.length;
  const unnamed = failed - FAILURES_NAMED;
  return (
    <>
      {work.stopped ? (
        <p role="status">
          {work.stopped === "kept" ? (
            <Trans>Stopped. What was found until then is shown and kept.</Trans>
          ) : (
            <Trans>Stopped before anything was found: what was kept before stays.</Trans>
          )}
        </p>
      ) : null}
      {work.error ? <p role="alert">{work.error}</p> : null}
      {failed > 0 ? (
        <details className="health-failures">
          <summary>
            <Plural
              value={failed}
              one="# dataset could not be read; its files are not counted."
              other="# datasets could not be read; their files are not counted."
            />
          </summary>
          <ul>
            {work.failures.slice(0, FAILURES_NAMED).map((failure) => (
              <li key={`${failure.portal} ${failure.slug}`}>
                {failure.name}: {failure.reason}
              </li>
            ))}
          </ul>
          {unnamed > 0 ? (
            <p>
              <Plural
                value={unnamed}
                one="and # more dataset that could not be read"
                other="and # more datasets that could not be read"
              />
            </p>
          ) : null}
        </details>
      ) : null}
    </>
  );
}
