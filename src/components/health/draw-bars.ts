import * as Plot from "@observablehq/plot";

export interface Bar {
  readonly label: string;
  readonly value: number;
}

/**
 * Bars drawn by Observable Plot, in the order given. Plot's own <style> element is taken out (a
 * strict CSP would block it); health.css styles the chart, in the theme's colours.
 */
export function drawBars(
  bars: readonly Bar[],
  yLabel: string,
  width: number,
): SVGSVGElement | null {
  const data = [...bars];
  const chart = Plot.plot({
    width,
    height: 220,
    marginLeft: 48,
    marginBottom: 36,
    className: "plot-chart",
    x: { label: null, domain: data.map((bar) => bar.label) },
    y: { label: yLabel, grid: true },
    marks: [Plot.barY(data, { x: "label", y: "value", fill: "currentColor" }), Plot.ruleY([0])],
  });
  for (const style of chart.querySelectorAll("style")) style.remove();
  return chart instanceof SVGSVGElement ? chart : chart.querySelector("svg");
}
