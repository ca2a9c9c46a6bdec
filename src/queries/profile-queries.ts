import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { TableColumn, TableRow } from "../lib/table-columns.ts";
import { filterRows } from "../lib/table-sort.ts";
import { profileTable } from "../workers/profile-off-thread.ts";

/** A table as its views share it: what it is, its rows in the file's order, its columns. */
export interface ProfiledTable {
  /**
   * Names the table and the reading of it: a file preview's query key with when it was read (and
   * the sheet), or the proxy answer's key with when it came. A new reading is a new table.
   */
  readonly key: readonly unknown[];
  readonly rows: readonly TableRow[];
  readonly columns: readonly TableColumn[];
}

/**
 * Key tree:
 *   ["column-profiles", ...table.key, filter]   the profiles of the rows the filter keeps
 *
 * Column profiles are a query, shared by the Columns and Chart views of a table: switching views
 * asks nothing again, leaving both while a big table is profiled cancels it (the query's signal
 * stops the worker), and a new filter keeps the last profiles on screen until its own come. The
 * rows are profiled in the file's order, so a sort is no new question.
 */
export const profileQueries = {
  columns: (table: ProfiledTable, filter: string) =>
    queryOptions({
      queryKey: ["column-profiles", ...table.key, filter] as const,
      queryFn: ({ signal }) =>
        profileTable(filterRows(table.rows, table.columns, filter), table.columns, signal),
      // A table's profiles are a function of the key: never stale, and a failure is no network's.
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
      placeholderData: keepPreviousData,
    }),
};
