import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueries } from "@tanstack/react-query";
import type { ListProgress } from "../api/datasets.ts";
import { usePortals } from "../app/portals-context.tsx";
import type { Format } from "../i18n/format.ts";
import { useFormat } from "../i18n/use-format.ts";
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

/**
 * What the first load shows until its page's data is in. A portal that pages its list (Eve: 25
 * datasets a page) or sends a big one slowly can take seconds, so the reader sees how far each
 * portal has come.
 */
export function InitialLoading() {
  const portals = usePortals();
  const { t, i18n } = useLingui();
  const format = useFormat();
  const progress = useQueries({
    queries: portals.list.map((portal) => datasetQueries.listProgress(portal)),
  });
  return (
    <main id="main" className="initial-loading" aria-busy="true">
      <p role="status" className="muted">
        <Trans>Loading the explorer…</Trans>
      </p>
      {portals.list.map((portal, i) => {
        const read = progress[i]?.data;
        if (!read) return null;
        const { what, done, total } = describe(
          i18n,
          format,
          read,
          portals.several ? portal.name : t`the portal`,
        );
        return (
          <p key={portal.id}>
            <label>
              {what}
              <progress value={total === null ? undefined : done} max={total ?? undefined} />
            </label>
          </p>
        );
      })}
    </main>
  );
}
