import { describe, expect, it } from "vitest";
import { EDITS_HEADER, EDITS_PATH } from "./edits.ts";
import { DEMO_SLUGS } from "./handler.ts";
import { testPortal } from "./test-support.ts";

const SLUG = DEMO_SLUGS.table;
const DETAIL = `/api/resource/${SLUG}`;

function edit(portal: ReturnType<typeof testPortal>, session: string, body: unknown) {
  return portal.get(EDITS_PATH, {
    method: "POST",
    headers: { [EDITS_HEADER]: session, "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
}

describe("the demo portal's test-only edits", () => {
  it("change a dataset's page for the session that made them, with new validators", async () => {
    const portal = testPortal({ edits: true });
    const before = await portal.get(DETAIL, { headers: { [EDITS_HEADER]: "a" } });
    const etag = before.headers.get("etag") ?? "";
    const detail = await before.json();
    expect(
      (await edit(portal, "a", { slug: SLUG, detail: { ...detail, name: "Renamed" } })).status,
    ).toBe(200);

    const after = await portal.get(DETAIL, {
      headers: { [EDITS_HEADER]: "a", "If-None-Match": etag },
    });
    expect(after.status).toBe(200);
    expect((await after.json()).name).toBe("Renamed");
    const newTag = after.headers.get("etag") ?? "";
    expect(newTag).not.toBe(etag);
    expect(Date.parse(after.headers.get("last-modified") ?? "")).toBeGreaterThan(
      Date.parse(before.headers.get("last-modified") ?? ""),
    );
    // Asked again with what it said, the edited page is a 304 like any other.
    const again = await portal.get(DETAIL, {
      headers: { [EDITS_HEADER]: "a", "If-None-Match": newTag },
    });
    expect(again.status).toBe(304);

    // Another session, or none, sees the portal as generated.
    const others: Record<string, string>[] = [{ [EDITS_HEADER]: "b" }, {}];
    for (const headers of others) {
      const other = await portal.get(DETAIL, { headers: { ...headers, "If-None-Match": etag } });
      expect(other.status).toBe(304);
    }
  });

  it("withdraw a dataset (404), and are forgotten on DELETE", async () => {
    const portal = testPortal({ edits: true });
    await edit(portal, "a", { slug: SLUG, gone: true });
    const gone = await portal.get(DETAIL, { headers: { [EDITS_HEADER]: "a" } });
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ _status: "ERR", _error: { code: 404 } });
    const reset = await portal.get(EDITS_PATH, {
      method: "DELETE",
      headers: { [EDITS_HEADER]: "a" },
    });
    expect(reset.status).toBe(204);
    expect((await portal.get(DETAIL, { headers: { [EDITS_HEADER]: "a" } })).status).toBe(200);
  });

  it("refuse a body that is no edit, and an edit with no session", async () => {
    const portal = testPortal({ edits: true });
    expect((await edit(portal, "a", { slug: SLUG, detail: 3 })).status).toBe(400);
    expect((await edit(portal, "a", { detail: {} })).status).toBe(400);
    const anonymous = await portal.get(EDITS_PATH, {
      method: "POST",
      body: JSON.stringify({ slug: SLUG, gone: true }),
    });
    expect(anonymous.status).toBe(400);
  });

  it("are not there unless the portal is started with them", async () => {
    const portal = testPortal();
    const refused = await edit(portal, "a", { slug: SLUG, gone: true });
    expect(refused.status).toBe(405);
    expect((await portal.get(DETAIL, { headers: { [EDITS_HEADER]: "a" } })).status).toBe(200);
  });
});
