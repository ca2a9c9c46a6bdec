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
  await engine.beginList(
    { read: "r", portal: TEST_PORTAL, contentType: "application/json", showArriving: false },
    { progress: () => undefined, arrived: () => undefined },
  );
  const list = names.map((name, i) => ({ slug: `s${i}`, name }));
  engine.pushList("r", [new TextEncoder().encode(JSON.stringify(list))]);
  const end = await engine.endList("r", {
    status: 200,
    statusText: "OK",
    url: "/api/resources/",
    validators: { etag: null, lastModified: null },
  });
  if (!end.ok) throw new ApiError(end.error);
  return { client, handle: end.handle, versions: versionsOf([end.handle]) };
}
