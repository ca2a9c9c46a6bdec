import { Link } from "react-router-dom";
import type { DatasetSummary } from "../api/types.ts";
import { paths } from "../app/paths.ts";
import { DateText } from "./portal-date.tsx";

interface DatasetListProps {
  datasets: readonly DatasetSummary[];
  /** Called when the user shows intent to open a dataset (hover, focus, touch): prefetch it. */
  onIntent?: (slug: string) => void;
}

/** The visible page of results: each dataset's name links to its page. */
export function DatasetList({ datasets, onIntent }: DatasetListProps) {
  return (
    <ul aria-label="Datasets" className="dataset-list">
      {datasets.map((dataset, index) => (
        <li key={dataset.slug || `unnamed-${index}`} className="dataset-item">
          {dataset.slug ? (
            <Link
              to={paths.dataset(dataset.slug)}
              className="dataset-link"
              onMouseEnter={() => onIntent?.(dataset.slug)}
              onFocus={() => onIntent?.(dataset.slug)}
              onTouchStart={() => onIntent?.(dataset.slug)}
            >
              {dataset.name || dataset.slug}
            </Link>
          ) : (
            <span className="dataset-link">{dataset.name}</span>
          )}
          <p className="dataset-meta">
            <span>{dataset.ownerName ?? "Unknown organization"}</span>
            <span aria-hidden="true"> · </span>
            <span>{dataset.categoryName ?? "Uncategorized"}</span>
            <span aria-hidden="true"> · </span>
            <span>
              updated <DateText date={dataset.updated} style="relative" />
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
