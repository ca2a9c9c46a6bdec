import { useDeferredValue, useMemo, useState } from "react";
import { useFormat } from "../../i18n/use-format.ts";
import type { TableColumn, TableRow } from "../../lib/table-columns.ts";
import { filterRows, sortRows, type TableSort } from "../../lib/table-sort.ts";
import type { ProfiledTable } from "../../queries/profile-queries.ts";

export interface TableView extends ProfiledTable {
  readonly filter: string;
  readonly setFilter: (filter: string) => void;
  /** The filter `shown` is of: it trails `filter` while the reader types. */
  readonly shownFilter: string;
  readonly sort: TableSort | null;
  readonly setSort: (sort: TableSort | null) => void;
  /** The rows as the reader sees them: filtered and sorted. Table, profile, chart and exports use these. */
  readonly shown: readonly TableRow[];
}

/**
 * One filter and sort for every view of a table, so switching views keeps what the reader chose.
 * `key` names the table (see ProfiledTable): its views' shared queries are keyed by it.
 */
export function useTableView(
  key: readonly unknown[],
  rows: readonly TableRow[],
  columns: readonly TableColumn[],
): TableView {
  const [sort, setSort] = useState<TableSort | null>(null);
  const [filter, setFilter] = useState("");
  const shownFilter = useDeferredValue(filter);
  const { locale } = useFormat();
  const sorted = useMemo(() => {
    const column = sort ? columns.find((candidate) => candidate.key === sort.key) : undefined;
    return column && sort ? sortRows(rows, column, sort.direction, locale) : rows;
  }, [rows, columns, sort, locale]);
  const shown = useMemo(
    () => filterRows(sorted, columns, shownFilter),
    [sorted, columns, shownFilter],
  );
  return { key, rows, columns, filter, setFilter, shownFilter, sort, setSort, shown };
}
