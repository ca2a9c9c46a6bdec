import { useId } from "react";
import { Link } from "react-router-dom";
import { paths } from "../app/paths.ts";
import type { RecentDataset } from "../lib/recently-viewed.ts";
import "./recently-viewed.css";

interface RecentlyViewedProps {
  items: readonly RecentDataset[];
  onClear: () => void;
  /** Prefetch on hover and focus, like the catalog's own links. */
  onIntent?: (slug: string) => void;
}

/** The datasets this browser opened lately; nothing when there are none. */
export function RecentlyViewed({ items, onClear, onIntent }: RecentlyViewedProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="recently-viewed">
      <h2 id={headingId}>Recently viewed</h2>
      <ul aria-labelledby={headingId}>
        {items.map((item) => (
          <li key={item.slug}>
            <Link
              to={paths.dataset(item.slug)}
              onMouseEnter={() => onIntent?.(item.slug)}
              onFocus={() => onIntent?.(item.slug)}
            >
              {item.name || item.slug}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={onClear}>
        Clear recently viewed
      </button>
    </section>
  );
}
