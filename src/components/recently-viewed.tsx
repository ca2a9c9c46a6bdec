import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "react-router-dom";
import { type RecentDataset, recentKey } from "../lib/recently-viewed.ts";
import "./recently-viewed.css";

/** A kept dataset as the page can link to it: its address, and its portal's name across portals. */
export interface RecentLink {
  readonly item: RecentDataset;
  readonly href: string;
  readonly portalName?: string;
  /** Prefetch on hover and focus, like the catalog's own links. */
  readonly onIntent?: () => void;
}

interface RecentlyViewedProps {
  links: readonly RecentLink[];
  onClear: () => void;
}

/** The datasets this browser opened lately; nothing when there are none. */
export function RecentlyViewed({ links, onClear }: RecentlyViewedProps) {
  const headingId = useId();
  if (links.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="recently-viewed">
      <h2 id={headingId}>
        <Trans>Recently viewed</Trans>
      </h2>
      <ul aria-labelledby={headingId}>
        {links.map(({ item, href, portalName, onIntent }) => (
          <li key={recentKey(item)}>
            <Link to={href} onMouseEnter={onIntent} onFocus={onIntent}>
              {item.name || item.slug}
            </Link>
            {portalName ? <span className="muted"> · {portalName}</span> : null}
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={onClear}>
        <Trans>Clear recently viewed</Trans>
      </button>
    </section>
  );
}
