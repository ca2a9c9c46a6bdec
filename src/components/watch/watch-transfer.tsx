import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { downloadText } from "../../lib/export-download.ts";
import type { WatchEntry } from "../../lib/watch/watch-entry.ts";
import { readWatchFile, type WatchFileProblem, watchFileText } from "../../lib/watch/watch-file.ts";
import type { ImportOutcome } from "../../queries/watch/watch-store.ts";
import { watchMutations } from "../../queries/watch-queries.ts";
import { useProblemText } from "./watch-file-problems.ts";

type Result =
  | { readonly kind: "imported"; readonly outcome: ImportOutcome }
  | {
      readonly kind: "refused";
      readonly fileName: string;
      readonly problems: readonly WatchFileProblem[];
    }
  | { readonly kind: "unreadable"; readonly fileName: string };

/** Export and import of the watched list as a JSON file, to move it to another browser. */
export function WatchTransfer({ entries }: { entries: readonly WatchEntry[] }) {
  const client = useQueryClient();
  const importing = useMutation(watchMutations.importList(client));
  const [result, setResult] = useState<Result | null>(null);
  const problemText = useProblemText();
  const { t } = useLingui();
  const headingId = useId();
  const inputId = useId();
  return (
    <section className="watch-transfer" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Move the list to another browser</Trans>
      </h2>
      <p>
        <Trans>
          The list is kept in this browser only. Export it as a file, then import that file in
          another browser: datasets already watched there are kept, and merged with the file.
        </Trans>
      </p>
      <div className="watch-transfer-actions">
        <button
          type="button"
          disabled={entries.length === 0}
          onClick={() => {
            const day = new Date().toISOString().slice(0, 10);
            downloadText(
              watchFileText(entries, new Date()),
              `watched-datasets-${day}.json`,
              "application/json",
            );
          }}
        >
          <Trans>Export watched datasets</Trans>
        </button>
        <label htmlFor={inputId} className="watch-import-label">
          <Trans>Import watched datasets (JSON file)</Trans>
        </label>
        <input
          id={inputId}
          type="file"
          accept=".json,application/json"
          disabled={importing.isPending}
          onChange={async (event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            setResult(null);
            let text: string;
            try {
              text = await file.text();
            } catch {
              setResult({ kind: "unreadable", fileName: file.name });
              return;
            }
            input.value = "";
            const read = readWatchFile(text);
            if (!read.ok) {
              setResult({ kind: "refused", fileName: file.name, problems: read.problems });
              return;
            }
            const outcome = await importing.mutateAsync(read.entries).catch(() => null);
            setResult(
              outcome ? { kind: "imported", outcome } : { kind: "unreadable", fileName: file.name },
            );
          }}
        />
      </div>
      <div role="status">
        {result?.kind === "imported" ? (
          <p>
            <Plural
              value={result.outcome.added}
              _0="Imported: no datasets new to this browser."
              one="Imported: # dataset new to this browser."
              other="Imported: # datasets new to this browser."
            />{" "}
            {result.outcome.merged > 0 ? (
              <Plural
                value={result.outcome.merged}
                one="# already watched here was merged with the file."
                other="# already watched here were merged with the file."
              />
            ) : null}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {result?.kind === "refused" ? (
          <div className="watch-import-error">
            <p>
              <Trans>
                Nothing was imported: {result.fileName} is not a list this explorer can read.
              </Trans>
            </p>
            <ul aria-label={t`What is wrong with the file`}>
              {result.problems.slice(0, 20).map((problem, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, read once
                <li key={i}>{problemText(problem)}</li>
              ))}
            </ul>
            {result.problems.length > 20 ? (
              <p>
                <Plural
                  value={result.problems.length - 20}
                  one="…and # more problem."
                  other="…and # more problems."
                />
              </p>
            ) : null}
          </div>
        ) : result?.kind === "unreadable" ? (
          <p className="watch-import-error">
            <Trans>Nothing was imported: {result.fileName} could not be read or kept.</Trans>
          </p>
        ) : null}
      </div>
    </section>
  );
}
