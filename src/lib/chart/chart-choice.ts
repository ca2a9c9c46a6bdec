import type { ColumnProfile } from "../profile/column-profile.ts";

export type ChartKind = "bar" | "line" | "scatter";

/** Y is a column's key, or COUNT for the number of rows. */
export const COUNT = "";

export interface ChartSpec {
  readonly kind: ChartKind;
  readonly x: string;
  readonly y: string;
}

const CATEGORY_LIMIT = 50;

const isNumber = (p: ColumnProfile) => p.type === "number";
const isDate = (p: ColumnProfile) => p.type === "date";
/** A column that names groups: text (or booleans) with few distinct values. */
const isCategory = (p: ColumnProfile) =>
  (p.type === "text" || p.type === "boolean") && p.distinct > 1 && p.distinct <= CATEGORY_LIMIT;

/** An id column (every value distinct, counting up) says nothing as a measure. */
function isMeasure(p: ColumnProfile): boolean {
  return isNumber(p) && !(p.distinct === p.count - p.empty && /(^|_)(id|broj|rb|no)$/i.test(p.key));
}

/**
 * A sensible first chart from the profiles: a measure over time as a line, a measure by category
 * as bars, two measures as a scatter, and otherwise the rows counted by a category.
 */
export function chooseChart(profiles: readonly ColumnProfile[]): ChartSpec | null {
  const measures = profiles.filter(isMeasure);
  const date = profiles.find(isDate);
  const category = profiles.find(isCategory);
  const firstMeasure = measures[0];
  if (date && firstMeasure) return { kind: "line", x: date.key, y: firstMeasure.key };
  if (category && firstMeasure) return { kind: "bar", x: category.key, y: firstMeasure.key };
  const secondMeasure = measures[1];
  if (firstMeasure && secondMeasure) {
    return { kind: "scatter", x: firstMeasure.key, y: secondMeasure.key };
  }
  if (category) return { kind: "bar", x: category.key, y: COUNT };
  if (date) return { kind: "bar", x: date.key, y: COUNT };
  const any = profiles.find((p) => p.type !== "empty");
  return any ? { kind: "bar", x: any.key, y: COUNT } : null;
}

/** The columns each axis can take for a kind of chart. */
export function axisChoices(kind: ChartKind, profiles: readonly ColumnProfile[]) {
  const filled = profiles.filter((p) => p.type !== "empty");
  const numbers = filled.filter(isNumber).map((p) => p.key);
  switch (kind) {
    case "bar":
      return { x: filled.map((p) => p.key), y: [COUNT, ...numbers] };
    case "line":
      return {
        x: filled.filter((p) => isDate(p) || isNumber(p)).map((p) => p.key),
        y: [COUNT, ...numbers],
      };
    case "scatter":
      return { x: numbers, y: numbers };
  }
}

/** Keeps the axes when they fit the new kind, else takes the first that do. */
export function withKind(
  spec: ChartSpec,
  kind: ChartKind,
  profiles: readonly ColumnProfile[],
): ChartSpec {
  const choices = axisChoices(kind, profiles);
  const x = choices.x.includes(spec.x) ? spec.x : (choices.x[0] ?? spec.x);
  const y = choices.y.includes(spec.y)
    ? spec.y
    : (choices.y.find((key) => key !== x) ?? choices.y[0] ?? COUNT);
  return { kind, x, y };
}
