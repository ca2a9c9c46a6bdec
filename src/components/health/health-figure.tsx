import type { ReactNode } from "react";
import { Link } from "react-router-dom";

interface HealthFigureProps {
  /** The figure, formatted ("42%", "1,204"). */
  readonly value: string;
  /** What it is, short; a link to the catalog's datasets it counts when one is given. */
  readonly label: ReactNode;
  /** What it counts, in a sentence. */
  readonly note: ReactNode;
  readonly href?: string | null;
}

/**
 * One figure of the health page, with what it counts beside it and, where a filter exists, a way
 * to its datasets. The figure itself is the item's one <strong>: what it says, apart from its note.
 */
export function HealthFigure({ value, label, note, href }: HealthFigureProps) {
  return (
    <li className="health-figure">
      <strong className="health-figure-value">{value}</strong>{" "}
      <span className="health-figure-label">{href ? <Link to={href}>{label}</Link> : label}</span>
      <span className="health-figure-note">{note}</span>
    </li>
  );
}

export function HealthFigures({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="health-figures" aria-label={label}>
      {children}
    </ul>
  );
}
