import { formatCount } from "./format.ts";

/** "No datasets", "1 dataset", "1,234 datasets". */
export function countLabel(count: number, singular: string, plural: string): string {
  if (count === 0) return `No ${plural}`;
  return `${formatCount(count, "en")} ${count === 1 ? singular : plural}`;
}
