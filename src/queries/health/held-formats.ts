import type { QueryClient } from "@tanstack/react-query";
import type { Portal } from "../../api/portal.ts";
import { holdFormats } from "../health-queries.ts";
import { healthShelf, readKeptHealth } from "./health-store.ts";

/**
 * Hands the catalog engine the formats kept for these portals (and across portals): how many
 * datasets' formats it handed over (0 when the health page never read them here).
 */
export async function holdKeptFormats(
  client: QueryClient,
  scope: readonly Portal[],
  acrossPortals: boolean,
): Promise<number> {
  const keys = [...(acrossPortals ? ["all"] : []), ...scope.map((portal) => portal.id)];
  let held = 0;
  for (const key of keys) {
    const formats = (await readKeptHealth(healthShelf(), key)).files?.formats ?? [];
    if (formats.length === 0) continue;
    await holdFormats(client, formats);
    held += formats.length;
  }
  return held;
}
