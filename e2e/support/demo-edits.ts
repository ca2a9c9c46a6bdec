import { type APIRequestContext, type BrowserContext, expect } from "@playwright/test";

/** demo-portal/edits.ts: the session a test's edits belong to, named in this header. */
const EDITS_HEADER = "x-demo-edits";

/** A dataset's page as the portal sends it: what an edit starts from. */
export interface RawDetail {
  name: string;
  description: string;
  objects: RawObject[];
  [field: string]: unknown;
}

export interface RawObject {
  name: string;
  slug: string;
  size: unknown;
  _updated: string;
  [field: string]: unknown;
}

/**
 * Changes on the demo portals themselves, seen only by this test: its browser sends the session's
 * name with every request (the explorer's reads, through the proxy too), and so do these edits.
 * The portals answer as they would after a real change: new validators, 200, then 304s, or 404.
 */
export async function demoEdits(
  context: BrowserContext,
  request: APIRequestContext,
  session: string,
) {
  await context.setExtraHTTPHeaders({ [EDITS_HEADER]: session });
  const headers = { [EDITS_HEADER]: session };
  // Where each portal's API is: the city's on the explorer's host, the national one on its own.
  const portals: { id: string; api: string }[] = await (await request.get("/portals.json")).json();
  const apiOf = (id: string) => {
    const api = portals.find((portal) => portal.id === id)?.api;
    if (api === undefined) throw new Error(`no portal ${id}`);
    return api;
  };
  const post = async (portal: string, data: unknown) => {
    const answer = await request.post(`${apiOf(portal)}/demo/edits`, { headers, data });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  return {
    /** The dataset's page as the portal sends it now (to this session). */
    detail: async (portal: string, slug: string): Promise<RawDetail> =>
      (
        await request.get(`${apiOf(portal)}/resource/${encodeURIComponent(slug)}`, { headers })
      ).json(),
    change: async (portal: string, slug: string, change: (detail: RawDetail) => RawDetail) => {
      const now = await request.get(`${apiOf(portal)}/resource/${encodeURIComponent(slug)}`, {
        headers,
      });
      await post(portal, { slug, detail: change(await now.json()) });
    },
    withdraw: (portal: string, slug: string) => post(portal, { slug, gone: true }),
    /** Every portal back as generated, for this session. */
    reset: async () => {
      for (const { id } of portals) {
        await request.delete(`${apiOf(id)}/demo/edits`, { headers });
      }
    },
  };
}
