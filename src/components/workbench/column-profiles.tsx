import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import type { Format } from "../../i18n/format.ts";
import { useFormat } from "../../i18n/use-format.ts";
import type { ColumnProfile } from "../../lib/profile/column-profile.ts";
import { COLUMN_TYPE_LABELS } from "../../lib/table-columns.ts";
import { profileQueries } from "../../queries/profile-queries.ts";
import { ScrollRegion } from "../dataset/scroll-region.tsx";
import { errorText } from "../error-text.ts";
import type { TableView } from "./use-table-view.ts";

function extreme(value: number | string | null, format: Format): string {
  if (value === null) return "—";
  return typeof value === "number" ? format.number(value) : value;
}

function distinct(profile: ColumnProfile, format: Format): string {
  return `${format.count(profile.distinct)}${profile.distinctCapped ? "+" : ""}`;
}

/** One row per column of the table: what it holds, how full it is, its range and commonest values. */
export function ColumnProfiles({ view }: { view: TableView }) {
  const headingId = useId();
  const profiles = useQuery(profileQueries.columns(view, view.shownFilter));
  const { t, i18n } = useLingui();
  const format = useFormat();
  const rowCount = view.shown.length;
  const rowsRead = format.count(rowCount);
  return (
    <section aria-labelledby={headingId} aria-busy={profiles.isPending} className="profiles">
      <h3 id={headingId}>
        <Trans>Column profiles</Trans>
      </h3>
      {profiles.isPending ? (
        <p role="status">
          <Trans>Profiling {rowsRead} rows…</Trans>
        </p>
      ) : null}
      {profiles.isError ? (
        <div role="alert" className="alert">
          <p className="alert-title">
            <Trans>Could not profile the columns</Trans>
          </p>
          <p className="alert-message">{errorText(i18n, profiles.error)}</p>
        </div>
      ) : null}
      {profiles.isSuccess ? (
        <ScrollRegion label={t`Column profiles, scrolls`} className="profiles-scroll">
          <table className="profiles-table">
            <caption>
              <Plural value={rowCount} one="Columns of # row" other="Columns of # rows" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Column</Trans>
                </th>
                <th scope="col">
                  <Trans>Type</Trans>
                </th>
                <th scope="col" className="numeric">
                  <Trans>Empty</Trans>
                </th>
                <th scope="col" className="numeric">
                  <Trans>Distinct</Trans>
                </th>
                <th scope="col" className="numeric">
                  <Trans>Min</Trans>
                </th>
                <th scope="col" className="numeric">
                  <Trans>Max</Trans>
                </th>
                <th scope="col" className="numeric">
                  <Trans>Mean</Trans>
                </th>
                <th scope="col">
                  <Trans>Top values</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {profiles.data.map((profile) => (
                <tr key={profile.key}>
                  <th scope="row">{profile.key}</th>
                  <td>{i18n._(COLUMN_TYPE_LABELS[profile.type])}</td>
                  <td className="numeric">{format.count(profile.empty)}</td>
                  <td className="numeric">{distinct(profile, format)}</td>
                  <td className="numeric">{extreme(profile.min, format)}</td>
                  <td className="numeric">{extreme(profile.max, format)}</td>
                  <td className="numeric">
                    {profile.mean === null ? "—" : format.number(profile.mean)}
                  </td>
                  <td>
                    {profile.top.length === 0 ? (
                      "—"
                    ) : (
                      <ul className="top-values">
                        {profile.top.map((top) => (
                          <li key={top.value}>
                            {top.value.length > 40 ? `${top.value.slice(0, 39)}…` : top.value}{" "}
                            <span className="muted">({format.count(top.count)})</span>
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </section>
  );
}
