import * as Plot from "@observablehq/plot";
import type { ChartSpec } from "../../lib/chart/chart-choice.ts";
import type { ChartData } from "./chart-data.ts";

/** Marks take the colour of their group, which workbench.css sets from the --chart token. */
const COLOR = "currentColor";

/**
 * The chart as an SVG element, drawn by Observable Plot. Plot adds a <style> element that a strict
 * CSP (style-src 'self') would block and report; it is taken out before the SVG meets the page,
 * and its rules live in workbench.css.
 */
export function drawChart(
  data: ChartData,
  spec: ChartSpec,
  yName: string,
  width: number,
): SVGSVGElement | null {
  const points = [...data.points];
  const marks =
    spec.kind === "bar"
      ? [Plot.barY(points, { x: "x", y: "y", fill: COLOR, sort: { x: "-y" } }), Plot.ruleY([0])]
      : spec.kind === "line"
        ? [
            Plot.lineY(points, { x: "x", y: "y", stroke: COLOR }),
            Plot.dot(points.length < 60 ? points : [], { x: "x", y: "y", fill: COLOR, r: 2.5 }),
          ]
        : [Plot.dot(points, { x: "x", y: "y", stroke: COLOR, r: 2.5 })];
  const chart = Plot.plot({
    width,
    height: 340,
    marginLeft: 72,
    marginBottom: spec.kind === "bar" ? 90 : 40,
    className: "plot-chart",
    x: {
      label: spec.x,
      tickRotate: spec.kind === "bar" ? -35 : 0,
      tickFormat: spec.kind === "bar" ? (value: unknown) => truncate(String(value)) : undefined,
    },
    y: { label: yName, grid: true },
    marks,
  });
  for (const style of chart.querySelectorAll("style")) style.remove();
  return chart instanceof SVGSVGElement ? chart : chart.querySelector("svg");
}

function truncate(text: string): string {
  return text.length > 18 ? `${text.slice(0, 17)}…` : text;
}
