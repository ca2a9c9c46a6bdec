import { useLingui } from "@lingui/react/macro";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import {
  ancestorIds,
  flattenTree,
  nodePreview,
  ROOT_ID,
  searchTree,
  type TreeRow,
} from "../../lib/proxy-tree.ts";
import { TreeSearch } from "./tree-search.tsx";

interface JsonTreeProps {
  value: unknown;
}

const ROW_HEIGHT = 28;

/**
 * Any JSON as a tree. Only the visible nodes are listed (a node's children are read when it opens)
 * and only the ones in view are in the DOM; focus stays on the tree and aria-activedescendant
 * names the current item, which is always kept rendered.
 */
export function JsonTree({ value }: JsonTreeProps) {
  const { t } = useLingui();
  const idPrefix = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set([ROOT_ID]));
  const [activeId, setActiveId] = useState(ROOT_ID);
  const [matches, setMatches] = useState<ReadonlySet<string>>(() => new Set());

  const rows = useMemo(() => flattenTree(value, expanded), [value, expanded]);
  const indexById = useMemo(() => new Map(rows.map((row, index) => [row.id, index])), [rows]);
  const activeIndex = indexById.get(activeId) ?? 0;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
    rangeExtractor: (range) => {
      const indexes: number[] = [];
      for (let index = range.startIndex; index <= range.endIndex; index += 1) indexes.push(index);
      if (!indexes.includes(activeIndex) && activeIndex < range.count) {
        indexes.push(activeIndex);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
  });

  const domId = (id: string) => `${idPrefix}-${indexById.get(id) ?? 0}`;

  const moveTo = (index: number) => {
    const row = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!row) return;
    setActiveId(row.id);
    virtualizer.scrollToIndex(indexById.get(row.id) ?? 0, { align: "auto" });
  };

  const setOpen = (id: string, open: boolean) => {
    setExpanded((current) => {
      const next = new Set(current);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[activeIndex];
    if (!row) return;
    const isOpen = expanded.has(row.id);
    const handled = new Map<string, () => void>([
      ["ArrowDown", () => moveTo(activeIndex + 1)],
      ["ArrowUp", () => moveTo(activeIndex - 1)],
      ["Home", () => moveTo(0)],
      ["End", () => moveTo(rows.length - 1)],
      [
        "ArrowRight",
        () => {
          if (row.childCount === 0) return;
          if (isOpen) moveTo(activeIndex + 1);
          else setOpen(row.id, true);
        },
      ],
      [
        "ArrowLeft",
        () => {
          if (isOpen) setOpen(row.id, false);
          else if (row.parentId !== null) moveTo(indexById.get(row.parentId) ?? 0);
        },
      ],
      ["Enter", () => row.childCount > 0 && setOpen(row.id, !isOpen)],
      [" ", () => row.childCount > 0 && setOpen(row.id, !isOpen)],
    ]).get(event.key);
    if (!handled) return;
    event.preventDefault();
    handled();
  };

  const onSearch = (query: string) => {
    const result = searchTree(value, query);
    const first = result.matches[0];
    setMatches(new Set(result.matches));
    if (first !== undefined) {
      setExpanded((current) => new Set([...current, ...result.matches.flatMap(ancestorIds)]));
      setActiveId(first);
    }
    return result;
  };

  const items = virtualizer.getVirtualItems();
  return (
    <div className="api-json-tree">
      <TreeSearch onSearch={onSearch} />
      <div
        ref={scrollRef}
        role="tree"
        aria-label={t`JSON tree`}
        tabIndex={0}
        aria-activedescendant={rows.length > 0 ? domId(activeId) : undefined}
        className="api-json-tree-scroll"
        onKeyDown={onKeyDown}
      >
        <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <TreeItem
                key={row.id}
                id={domId(row.id)}
                row={row}
                top={item.start}
                active={row.id === activeId}
                open={expanded.has(row.id)}
                match={matches.has(row.id)}
                onClick={() => {
                  setActiveId(row.id);
                  if (row.childCount > 0) setOpen(row.id, !expanded.has(row.id));
                }}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
}

interface TreeItemProps {
  id: string;
  row: TreeRow;
  top: number;
  active: boolean;
  open: boolean;
  match: boolean;
  onClick: () => void;
}

function TreeItem({ id, row, top, active, open, match, onClick }: TreeItemProps) {
  const { t, i18n } = useLingui();
  const classes = ["tree-item", active ? "is-active" : "", match ? "is-match" : ""].join(" ");
  return (
    // The tree owns focus and keyboard handling (aria-activedescendant); a click only picks the item.
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the tree, per the ARIA tree pattern
    // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the tree (aria-activedescendant)
    <div
      id={id}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.posInSet}
      aria-setsize={row.setSize}
      aria-expanded={row.childCount > 0 ? open : undefined}
      aria-selected={active}
      className={classes}
      style={{ top, height: ROW_HEIGHT, paddingInlineStart: `${(row.level - 1) * 1.1 + 0.4}rem` }}
      onClick={onClick}
    >
      <span className="tree-toggle" aria-hidden="true">
        {row.childCount > 0 ? (open ? "▾" : "▸") : ""}
      </span>
      <span className="tree-key">{row.label ?? t`root`}</span>
      <span className="tree-value">{nodePreview(row.value, i18n)}</span>
    </div>
  );
}
