import { Trans, useLingui } from "@lingui/react/macro";
import { memo } from "react";
import { Link } from "react-router-dom";
import type { ListedDataset } from "../api/types.ts";
import type { RowMarks } from "../catalog/types.ts";
import { Freshness } from "./catalog/freshness.tsx";
import { HighlightedText } from "./catalog/highlighted-text.tsx";
import { WatchMarker } from "./watch/watch-marker.tsx";

export interface DatasetListItem {
  readonly dataset: ListedDataset;
  /** The description as a short plain text (markup stripped). */
  readonly excerpt: string;
  /** Its page; null when the portal gave it no slug to address it by. */
  readonly href: string | null;
  /** Across portals: the portal it is from. */
  readonly portalName?: string;
  /** New or changed since the reader's last visit. */
  readonly change?: "new" | "changed";
  /** Watched, and changed since the reader last looked at it. */
  readonly watchChanged?: boolean;
  /** Where its texts hold the search words of the answer it belongs to. */
  readonly marks: RowMarks;
}

interface DatasetListProps {
  items: readonly DatasetListItem[];
  /** Called when the user shows intent to open a dataset (hover, focus, touch): prefetch it. */
  onIntent?: (item: DatasetListItem) => void;
  /** The moment "3 days ago" counts from, fixed per list so rows do not re-render with time. */
  now: number;
  /** The query the rows show, as an attribute, so a measurement can tell old rows from new. */
  query?: string;
  /** The query once every row (and the counts beside them) shows it: for measurements. */
  settledQuery?: string;
}

/** The visible page of results: each dataset's name links to its page. */
export function DatasetList(props: DatasetListProps) {
  const { items, onIntent, now, query, settledQuery } = props;
  const { t } = useLingui();
  return (
    <ul
      aria-label={t`Datasets`}
      className="dataset-list"
      data-query={query}
      data-settled-query={settledQuery}
    >
      {items.map((item, i) => (
        // A keystroke replaces most rows: keyed by place, each row's elements are kept and only
        // their text changes, where keyed by dataset much of a keystroke's time goes to removing
        // and creating them. (Rows hold no state of their own to carry along.)
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <DatasetRow key={i} item={item} onIntent={onIntent} now={now} />
      ))}
    </ul>
  );
}

interface DatasetRowProps {
  item: DatasetListItem;
  onIntent?: (item: DatasetListItem) => void;
  now: number;
}

const DatasetRow = memo(function DatasetRow({ item, onIntent, now }: DatasetRowProps) {
  const { dataset, excerpt, href, portalName, change, watchChanged, marks } = item;
  const { t } = useLingui();
  const name = <HighlightedText text={dataset.name || dataset.slug} marks={marks.name} />;
  return (
    <li className="dataset-item">
      {href ? (
        <Link
          to={href}
          className="dataset-link"
          onMouseEnter={() => onIntent?.(item)}
          onFocus={() => onIntent?.(item)}
          onTouchStart={() => onIntent?.(item)}
        >
          {name}
        </Link>
      ) : (
        <span className="dataset-link">{name}</span>
      )}
      {change ? (
        <span className={`change-badge change-${change}`}>
          {change === "new" ? (
            <Trans>
              New<span className="visually-hidden"> since your last visit</span>
            </Trans>
          ) : (
            <Trans>
              Changed<span className="visually-hidden"> since your last visit</span>
            </Trans>
          )}
        </span>
      ) : null}
      {watchChanged ? <WatchMarker /> : null}
      <p className="dataset-meta">
        {portalName ? (
          <>
            <span className="dataset-portal">{portalName}</span>
            <span aria-hidden="true"> · </span>
          </>
        ) : null}
        <span>
          {dataset.ownerName === null ? (
            t`Unknown organization`
          ) : (
            <HighlightedText text={dataset.ownerName} marks={marks.owner} />
          )}
        </span>
        <span aria-hidden="true"> · </span>
        <span>
          {dataset.categoryName === null ? (
            t`Uncategorized`
          ) : (
            <HighlightedText text={dataset.categoryName} marks={marks.category} />
          )}
        </span>
        <span aria-hidden="true"> · </span>
        <Freshness date={dataset.updated} now={now} />
      </p>
      {excerpt ? (
        <p className="dataset-excerpt">
          <HighlightedText text={excerpt} marks={marks.excerpt} />
        </p>
      ) : null}
    </li>
  );
});
