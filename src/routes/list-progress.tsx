import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ListProgress } from "../api/datasets.ts";
import { ErrorAlert } from "../components/error-alert.tsx";
import type { Format } from "../i18n/format.ts";
import { useFormat } from "../i18n/use-format.ts";
import type { AppPortal } from "../portals/portals.ts";
import { datasetQueries } from "../queries/dataset-queries.ts";

/** "325 of 600" datasets of a paged list, or "3.2 MB of 11.5 MB" of a list sent in one answer. */
function describe(
  i18n: I18n,
  format: Format,
  read: ListProgress,
  from: string,
): { what: string; done: number; total: number | null } {
  if (read.bytes) {
    const { received, total } = read.bytes;
    const got = format.bytes(received);
    const all = format.bytes(total);
    const what =
      total === null
        ? i18n._(msg`Catalog received from ${from}: ${got} so far`)
        : i18n._(msg`Catalog received from ${from}: ${got} of ${all}`);
    return { what, done: received, total };
  }
  const got = format.count(read.loaded);
  const all = format.count(read.total ?? 0);
  const what =
    read.total === null
      ? i18n._(msg`Datasets read from ${from}: ${got} so far`)
      : i18n._(msg`Datasets read from ${from}: ${got} of ${all}`);
  return { what, done: read.loaded, total: read.total };
}

interface ListProgressLinesProps {
  /** Each portal with what its list has read so far (nothing yet: not shown). */
  progress: readonly { portal: AppPortal; read: ListProgress | null | undefined }[];
  /** Several portals name themselves; one is "the portal". */
  several: boolean;
}

/** One labelled progress bar per portal whose list is arriving. */
export function ListProgressLines({ progress, several }: ListProgressLinesProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return progress.map(({ portal, read }) => {
    if (!read) return null;
    const from = several ? portal.name : t`the portal`;
    const { what, done, total } = describe(i18n, format, read, from);
    return (
      <p key={portal.id}>
        <label>
          {what}
          <progress value={total === null ? undefined : done} max={total ?? undefined} />
        </label>
      </p>
    );
  });
}

interface ListArrivingProps {
  portal: AppPortal;
  /** How many datasets are on screen. */
  shown: number;
  /** Why the list broke off, once retrying has given up; null while it arrives. */
  error: unknown;
  onRetry: () => void;
}

/**
 * Above a catalog whose list is still arriving: that only its first datasets are shown, how much of
 * the list has come, and, if it broke off, why, with a way to ask again. (The result count, the
 * page's one live status, says "so far" meanwhile.)
 */
export function ListArriving({ portal, shown, error, onRetry }: ListArrivingProps) {
  const { t } = useLingui();
  const format = useFormat();
  const read = useQuery(datasetQueries.listProgress(portal)).data;
  if (error) {
    const count = format.count(shown);
    return (
      <ErrorAlert
        title={t`The catalog stopped arriving after ${count} datasets; only those are shown`}
        error={error}
        onRetry={onRetry}
      />
    );
  }
  return (
    <div className="list-arriving">
      <p>
        <Plural
          value={shown}
          one="The first # dataset is shown; the rest of the catalog is still arriving."
          other="The first # datasets are shown; the rest of the catalog is still arriving."
        />
      </p>
      <ListProgressLines progress={[{ portal, read }]} several={false} />
    </div>
  );
}
