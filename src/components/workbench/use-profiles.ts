import { useEffect, useState } from "react";
import type { ColumnProfile } from "../../lib/profile/column-profile.ts";
import type { TableColumn, TableRow } from "../../lib/table-columns.ts";
import { profileTable } from "../../workers/profile-off-thread.ts";

export type ProfilesState =
  | { readonly status: "loading" }
  | { readonly status: "failed"; readonly error: unknown }
  | { readonly status: "ready"; readonly profiles: readonly ColumnProfile[] };

/** Profiles of the rows shown, recomputed (off the main thread when big) as the filter changes. */
export function useProfiles(
  rows: readonly TableRow[],
  columns: readonly TableColumn[],
): ProfilesState {
  const [state, setState] = useState<ProfilesState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => (current.status === "ready" ? current : { status: "loading" }));
    profileTable(rows, columns, controller.signal).then(
      (profiles) => setState({ status: "ready", profiles }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          status: "failed",
          error,
        });
      },
    );
    return () => controller.abort();
  }, [rows, columns]);
  return state;
}
