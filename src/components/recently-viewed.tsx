import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "react-router-dom";
import "./recently-viewed.css";

/** A kept dataset as the page can link to it: its address, and its portal's name across portals. */
export interface RecentLink {
  /** The dataset's name (its slug where it had none); the address is the link's identity. */
  readonly label: string;
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
        {links.map(({ label, href, portalName, onIntent }) => (
          <li key={href}>
            <Link to={href} onMouseEnter={onIntent} onFocus={onIntent}>
              {label}
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
