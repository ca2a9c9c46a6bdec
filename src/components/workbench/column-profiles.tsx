import { useId } from "react";
import { formatCount } from "../../lib/format.ts";
import type { ColumnProfile } from "../../lib/profile/column-profile.ts";
import type { TableColumn, TableRow } from "../../lib/table-columns.ts";
import { ScrollRegion } from "../dataset/scroll-region.tsx";
import { useProfiles } from "./use-profiles.ts";

const number = (value: number) => value.toLocaleString("en", { maximumFractionDigits: 2 });

function extreme(value: number | string | null): string {
  if (value === null) return "—";
  return typeof value === "number" ? number(value) : value;
}

function distinct(profile: ColumnProfile): string {
  return `${formatCount(profile.distinct, "en")}${profile.distinctCapped ? "+" : ""}`;
}

/** One row per column of the table: what it holds, how full it is, its range and commonest values. */
export function ColumnProfiles({
  rows,
  columns,
}: {
  rows: readonly TableRow[];
  columns: readonly TableColumn[];
}) {
  const headingId = useId();
  const state = useProfiles(rows, columns);
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={state.status === "loading"}
      className="profiles"
    >
      <h3 id={headingId}>Column profiles</h3>
      {state.status === "loading" ? (
        <p role="status">Profiling {formatCount(rows.length, "en")} rows…</p>
      ) : null}
      {state.status === "failed" ? (
        <div role="alert" className="alert">
          <p className="alert-title">Could not profile the columns</p>
          <p className="alert-message">{state.message}</p>
        </div>
      ) : null}
      {state.status === "ready" ? (
        <ScrollRegion label="Column profiles, scrolls" className="profiles-scroll">
          <table className="profiles-table">
            <caption>
              Columns of {formatCount(rows.length, "en")} {rows.length === 1 ? "row" : "rows"}
            </caption>
            <thead>
              <tr>
                <th scope="col">Column</th>
                <th scope="col">Type</th>
                <th scope="col" className="numeric">
                  Empty
                </th>
                <th scope="col" className="numeric">
                  Distinct
                </th>
                <th scope="col" className="numeric">
                  Min
                </th>
                <th scope="col" className="numeric">
                  Max
                </th>
                <th scope="col" className="numeric">
                  Mean
                </th>
                <th scope="col">Top values</th>
              </tr>
            </thead>
            <tbody>
              {state.profiles.map((profile) => (
                <tr key={profile.key}>
                  <th scope="row">{profile.key}</th>
                  <td>{profile.type}</td>
                  <td className="numeric">{formatCount(profile.empty, "en")}</td>
                  <td className="numeric">{distinct(profile)}</td>
                  <td className="numeric">{extreme(profile.min)}</td>
                  <td className="numeric">{extreme(profile.max)}</td>
                  <td className="numeric">{profile.mean === null ? "—" : number(profile.mean)}</td>
                  <td>
                    {profile.top.length === 0 ? (
                      "—"
                    ) : (
                      <ul className="top-values">
                        {profile.top.map((top) => (
                          <li key={top.value}>
                            {top.value.length > 40 ? `${top.value.slice(0, 39)}…` : top.value}{" "}
                            <span className="muted">({formatCount(top.count, "en")})</span>
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
