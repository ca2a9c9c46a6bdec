import { lazy, Suspense } from "react";
import type { Bar } from "./draw-bars.ts";

interface ChartProps {
  readonly bars: readonly Bar[];
  readonly yLabel: string;
  /** Every bar in words: shown as the chart's caption, and alone until (or unless) it is drawn. */
  readonly summary: string;
}

function SummaryOnly({ summary }: ChartProps) {
  return (
    <figure className="health-chart">
      <figcaption>{summary}</figcaption>
    </figure>
  );
}

// A chunk that cannot load (a release replaced it, the network dropped) leaves the summary.
const Drawn = lazy(() => import("./health-chart.tsx").catch(() => ({ default: SummaryOnly })));

/** A health chart: its summary at once, the drawing once Observable Plot has loaded. */
export function HealthChart(props: ChartProps) {
  return (
    <Suspense fallback={<SummaryOnly {...props} />}>
      <Drawn {...props} />
    </Suspense>
  );
}
