import { useEffect, useRef } from "react";
import { type Bar, drawBars } from "./draw-bars.ts";

interface HealthChartProps {
  readonly bars: readonly Bar[];
  readonly yLabel: string;
  /** Every bar in words: what a screen reader reads in place of the drawing. */
  readonly summary: string;
}

/**
 * A bar chart, in a chunk of its own with Observable Plot (the page loads it lazily: its figures
 * never wait for it). Plot's code runs as the chunk loads; the bars are drawn after React has
 * shown the chart, in an effect, so loading and drawing are never one long task. The drawing is
 * hidden from assistive technology; its summary says the same in words.
 */
export default function HealthChart({ bars, yLabel, summary }: HealthChartProps) {
  const box = useRef<HTMLDivElement>(null);
  // Drawn again only when a bar changes, not whenever the figures are worked out anew.
  const drawn = bars.map((bar) => `${bar.label}\u0000${bar.value}`).join("\u0001");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `drawn` stands for the bars' content
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = Math.max(280, Math.min(720, element.clientWidth || 640));
    let svg: SVGSVGElement | null = null;
    try {
      svg = drawBars(bars, yLabel, width);
    } catch {
      // No drawing: the summary below says it all.
    }
    element.replaceChildren(...(svg ? [svg] : []));
  }, [drawn, yLabel]);
  return (
    <figure className="health-chart">
      <div ref={box} className="health-chart-drawing" aria-hidden="true" />
      <figcaption>{summary}</figcaption>
    </figure>
  );
}
