import { memo } from "react";
import { Link } from "react-router-dom";
import type { DatasetSummary } from "../api/types.ts";
import { paths } from "../app/paths.ts";
import { Freshness } from "./catalog/freshness.tsx";
import { HighlightedText } from "./catalog/highlighted-text.tsx";

export interface DatasetListItem {
  readonly dataset: DatasetSummary;
  /** The description as a short plain text (markup stripped). */
  readonly excerpt: string;
}

interface DatasetListProps {
  items: readonly DatasetListItem[];
  /** Folded query words to mark in names and excerpts. */
  tokens?: readonly string[];
  /** Called when the user shows intent to open a dataset (hover, focus, touch): prefetch it. */
  onIntent?: (slug: string) => void;
  /** The moment "3 days ago" counts from, fixed per list so rows do not re-render with time. */
  now: number;
  /** The query the rows show, as an attribute, so a measurement can tell old rows from new. */
  query?: string;
}

const NO_TOKENS: readonly string[] = [];

/** The visible page of results: each dataset's name links to its page. */
export function DatasetList({ items, tokens = NO_TOKENS, onIntent, now, query }: DatasetListProps) {
  return (
    <ul aria-label="Datasets" className="dataset-list" data-query={query}>
      {items.map((item, index) => (
        <DatasetRow
          key={item.dataset.slug || `unnamed-${index}`}
          item={item}
          tokens={tokens}
          onIntent={onIntent}
          now={now}
        />
      ))}
    </ul>
  );
}

interface DatasetRowProps {
  item: DatasetListItem;
  tokens: readonly string[];
  onIntent?: (slug: string) => void;
  now: number;
}

const DatasetRow = memo(function DatasetRow({ item, tokens, onIntent, now }: DatasetRowProps) {
  const { dataset, excerpt } = item;
  const name = <HighlightedText text={dataset.name || dataset.slug} tokens={tokens} />;
  return (
    <li className="dataset-item">
      {dataset.slug ? (
        <Link
          to={paths.dataset(dataset.slug)}
          className="dataset-link"
          onMouseEnter={() => onIntent?.(dataset.slug)}
          onFocus={() => onIntent?.(dataset.slug)}
          onTouchStart={() => onIntent?.(dataset.slug)}
        >
          {name}
        </Link>
      ) : (
        <span className="dataset-link">{name}</span>
      )}
      <p className="dataset-meta">
        <span>
          <HighlightedText text={dataset.ownerName ?? "Unknown organization"} tokens={tokens} />
        </span>
        <span aria-hidden="true"> · </span>
        <span>
          <HighlightedText text={dataset.categoryName ?? "Uncategorized"} tokens={tokens} />
        </span>
        <span aria-hidden="true"> · </span>
        <Freshness date={dataset.updated} now={now} />
      </p>
      {excerpt ? (
        <p className="dataset-excerpt">
          <HighlightedText text={excerpt} tokens={tokens} />
        </p>
      ) : null}
    </li>
  );
});
