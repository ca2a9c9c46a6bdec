import { describe, expect, it, vi } from "vitest";
import { TEST_PORTAL } from "../test/test-portals.ts";
import { readCatalog } from "./read-catalog.ts";
import type { CatalogEngineCalls } from "./types.ts";

describe("readCatalog", () => {
  it("asks the engine nothing when it was stopped before it began", async () => {
    const readList = vi.fn();
    const engine = { readList, cancelList: vi.fn() } as unknown as CatalogEngineCalls;
    const stopped = AbortSignal.abort();
    await expect(readCatalog(engine, TEST_PORTAL, { signal: stopped })).rejects.toBe(
      stopped.reason,
    );
    expect(readList).not.toHaveBeenCalled();
  });
});
