import { useDeferredValue, useMemo, useState } from "react";
import { useFormat } from "../../i18n/use-format.ts";
import type { TableColumn, TableRow } from "../../lib/table-columns.ts";
import { filterRows, sortRows, type TableSort } from "../../lib/table-sort.ts";

export interface TableView {
  readonly rows: readonly TableRow[];
  readonly columns: readonly TableColumn[];
  readonly filter: string;
  readonly setFilter: (filter: string) => void;
  readonly sort: TableSort | null;
  readonly setSort: (sort: TableSort | null) => void;
  /** The rows as the reader sees them: filtered and sorted. Table, profile, chart and exports use these. */
  readonly shown: readonly TableRow[];
}

/** One filter and sort for every view of a table, so switching views keeps what the reader chose. */
export function useTableView(
  rows: readonly TableRow[],
  columns: readonly TableColumn[],
): TableView {
  const [sort, setSort] = useState<TableSort | null>(null);
  const [filter, setFilter] = useState("");
  const deferredFilter = useDeferredValue(filter);
  const { locale } = useFormat();
  const sorted = useMemo(() => {
    const column = sort ? columns.find((candidate) => candidate.key === sort.key) : undefined;
    return column && sort ? sortRows(rows, column, sort.direction, locale) : rows;
  }, [rows, columns, sort, locale]);
  const shown = useMemo(
    () => filterRows(sorted, columns, deferredFilter),
    [sorted, columns, deferredFilter],
  );
  return { rows, columns, filter, setFilter, sort, setSort, shown };
}
