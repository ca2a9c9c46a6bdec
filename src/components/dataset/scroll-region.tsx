import type { ReactNode } from "react";
import "./dataset.css";

interface ScrollRegionProps {
  /** Names the box for screen readers, e.g. "Text of data.txt, scrolls". */
  label: string;
  className?: string;
  children: ReactNode;
}

/** A box that scrolls on its own (wide tables at 360 px, long text): focusable to scroll by keyboard. */
export function ScrollRegion({ label, className, children }: ScrollRegionProps) {
  return (
    <section
      aria-label={label}
      className={`scroll-region ${className ?? "table-scroll"}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take focus so arrow keys scroll it (WCAG 2.1.1).
      tabIndex={0}
    >
      {children}
    </section>
  );
}
