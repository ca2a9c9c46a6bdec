import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { useFormat } from "../../i18n/use-format.ts";
import { COLUMN_TYPE_LABELS, compactValue } from "../../lib/table-columns.ts";
import type { TableSort } from "../../lib/table-sort.ts";
import type { TableView } from "../workbench/use-table-view.ts";

interface DataTableProps {
  /** What a row is: "Records", "CSV rows", "Feature properties". */
  label: string;
  /** Rows, filter and sort, shared with the other views of the same table. */
  view: TableView;
}

const ROW_HEIGHT = 37;

function nextSort(current: TableSort | null, key: string): TableSort | null {
  if (current?.key !== key) return { key, direction: "ascending" };
  return current.direction === "ascending" ? { key, direction: "descending" } : null;
}

/**
 * A real table whose body is virtualized: only the rows in view are in the DOM, and aria-rowcount /
 * aria-rowindex tell assistive technology how many there are and where each one sits.
 */
export function DataTable({ label, view }: DataTableProps) {
  const { rows, columns, shown, sort, setSort } = view;
  const scrollRef = useRef<HTMLDivElement>(null);
  const { i18n } = useLingui();
  const format = useFormat();

  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);

  const shownCount = shown.length;
  const total = format.count(rows.length);
  const count =
    shown.length === rows.length
      ? i18n._(msg`${plural(shownCount, { 0: "No rows", one: "# row", other: "# rows" })}`)
      : i18n._(
          msg`${plural(shownCount, { 0: "No rows", one: "# row", other: "# rows" })} of ${total}`,
        );

  return (
    <div className="data-table">
      <div ref={scrollRef} className="data-table-scroll">
        <table aria-rowcount={shown.length + 1} aria-colcount={columns.length}>
          <caption className="visually-hidden">
            {label}, {count}
          </caption>
          <thead>
            <tr aria-rowindex={1}>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={sort?.key === column.key ? sort.direction : undefined}
                  className={column.type === "number" ? "numeric" : undefined}
                >
                  <button type="button" onClick={() => setSort(nextSort(sort, column.key))}>
                    {column.key}
                    <span className="column-type"> {i18n._(COLUMN_TYPE_LABELS[column.type])}</span>
                    <span aria-hidden="true" className="sort-mark">
                      {sort?.key === column.key
                        ? sort.direction === "ascending"
                          ? " ▲"
                          : " ▼"
                        : ""}
                    </span>
                  </button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {top > 0 ? (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row holds no focusable content
              <tr aria-hidden="true" className="spacer">
                <td colSpan={columns.length} style={{ height: top }} />
              </tr>
            ) : null}
            {items.map((item) => {
              const row = shown[item.index];
              return (
                <tr
                  key={item.key}
                  aria-rowindex={item.index + 2}
                  data-index={item.index}
                  ref={virtualizer.measureElement}
                >
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={column.type === "number" ? "numeric" : undefined}
                    >
                      {compactValue(row?.[column.key])}
                    </td>
                  ))}
                </tr>
              );
            })}
            {bottom > 0 ? (
              // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row holds no focusable content
              <tr aria-hidden="true" className="spacer">
                <td colSpan={columns.length} style={{ height: bottom }} />
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </div>
  );
}
