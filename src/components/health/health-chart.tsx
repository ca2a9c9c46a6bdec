import { useEffect, useRef, useState } from "react";
import { taskAt } from "../../api/next-task.ts";
import type { Bar } from "./draw-bars.ts";

interface HealthChartProps {
  readonly bars: readonly Bar[];
  readonly yLabel: string;
  /** Every bar in words: what a screen reader reads in place of the drawing. */
  readonly summary: string;
}

/**
 * A bar chart, drawn once Observable Plot has loaded (its own chunk: the page's figures never wait
 * for it). The drawing is hidden from assistive technology; its summary says the same in words.
 */
export default function HealthChart({ bars, yLabel, summary }: HealthChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // Drawn again only when a bar changes, not whenever the figures are worked out anew.
  const drawn = bars.map((bar) => `${bar.label}\u0000${bar.value}`).join("\u0001");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `drawn` stands for the bars' content
  useEffect(() => {
    let gone = false;
    const element = box.current;
    if (!element) return;
    import("./draw-bars.ts")
      .then(async ({ drawBars }) => {
        // Plot's code was read in the task that loaded it; the drawing waits for a task of its
        // own, behind what the reader does, so neither is one long task.
        await taskAt("background");
        if (gone) return;
        const width = Math.max(280, Math.min(720, element.clientWidth || 640));
        const svg = drawBars(bars, yLabel, width);
        element.replaceChildren(...(svg ? [svg] : []));
      })
      .catch(() => {
        if (!gone) setFailed(true);
      });
    return () => {
      gone = true;
    };
  }, [drawn, yLabel]);
  return (
    <figure className="health-chart">
      {failed ? null : <div ref={box} className="health-chart-drawing" aria-hidden="true" />}
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
