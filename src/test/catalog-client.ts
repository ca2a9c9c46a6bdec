import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/api-error.ts";
import type { CatalogHandle } from "../catalog/types.ts";
import { catalogEngineOf, versionsOf } from "../queries/catalog-queries.ts";
import { TEST_PORTAL } from "./test-portals.ts";

/** A query client whose catalog engine holds TEST_PORTAL's catalog of datasets with these names. */
export async function clientWithCatalog(names: readonly string[]): Promise<{
  client: QueryClient;
  handle: CatalogHandle;
  versions: string;
}> {
  const client = new QueryClient();
  const engine = catalogEngineOf(client);
  const list = names.map((name, i) => ({ slug: `s${i}`, name }));
  // The engine asks the portal for the list itself: for this read only, fetch answers with it.
  const fetchBefore = globalThis.fetch;
  globalThis.fetch = async () =>
    new Response(JSON.stringify(list), { headers: { "content-type": "application/json" } });
  const end = await engine
    .readList(
      { read: "r", portal: TEST_PORTAL, validators: null, showArriving: false },
      { progress: () => undefined, arrived: () => undefined },
    )
    .finally(() => {
      globalThis.fetch = fetchBefore;
    });
  if (!end.ok) throw new ApiError(end.error);
  if (!end.handle) throw new Error("an unconditional read cannot be unchanged");
  return { client, handle: end.handle, versions: versionsOf([end.handle]) };
}
