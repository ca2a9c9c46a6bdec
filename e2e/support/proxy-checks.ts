import { type APIRequestContext, expect, test } from "@playwright/test";
import {
  DROPPED_REQUEST_HEADERS,
  methodRefusedMessage,
  TOO_LARGE_MESSAGE,
} from "../../server/portal-proxy.ts";
import { proxyLookalikes, rawRequest } from "./raw-request.ts";

// What the same-origin portal proxy passes, asserted alike on `vite preview` (e2e/proxy.spec.ts)
// and on the generated nginx (e2e/production.spec.ts): the two must not drift apart.

interface ProxiedPortal {
  readonly id: string;
  /** `/portals/<id>`: the portal's origin on this host. */
  readonly root: string;
  /** The portal's own origin, asked directly to show what the proxy kept from it. */
  readonly origin: string;
  /** The API's path on the portal ("/api"). */
  readonly api: string;
}

async function firstProxiedPortal(request: APIRequestContext): Promise<ProxiedPortal> {
  const portals: { id: string; api: string }[] = await (await request.get("/portals.json")).json();
  const portal = portals.find((entry) => !entry.api.startsWith("/"));
  if (portal === undefined) throw new Error("no portal on another host in /portals.json");
  const api = new URL(portal.api);
  return { id: portal.id, root: `/portals/${portal.id}`, origin: api.origin, api: api.pathname };
}

const CREDENTIALS = {
  cookie: "explorer_kept=yes; session=secret",
  authorization: "Bearer secret",
  "proxy-authorization": "Basic c2VjcmV0",
};
/** What the echo says of a credential: that it came, never what it was. */
const PRESENT = { cookie: "present", authorization: "present", "proxy-authorization": "present" };
const LIMIT = 64 * 1024;

/** The proxy's tests, declared in the spec that calls this, against that project's server. */
export function proxyChecks(server: string): void {
  test(`${server}: the portal proxy passes GET, HEAD and the API's POST, and refuses the rest`, async ({
    request,
  }) => {
    const portal = await firstProxiedPortal(request);
    const list = `${portal.root}${portal.api}/resources/`;
    expect((await request.get(list)).status()).toBe(200);
    const head = await request.head(list);
    expect(head.status()).toBe(200);
    expect(await head.body()).toHaveLength(0);
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const refused = await request.fetch(list, { method });
      expect(refused.status(), method).toBe(405);
      expect(refused.headers().allow, method).toBe("GET, HEAD");
    }
    // The portal takes a POST at its echo (asked directly); through the proxy only its API's call.
    const echo = `${portal.api}/request`;
    expect((await request.post(`${portal.origin}${echo}`, { data: {} })).status()).toBe(200);
    const elsewhere = await request.post(`${portal.root}${echo}`, { data: {} });
    expect(elsewhere.status()).toBe(405);
    expect(elsewhere.headers().allow).toBe("GET, HEAD");
    const call = `${portal.root}${portal.api}/proxy`;
    const posted = await request.post(call, {
      data: { action: "fetch", type: "api", value: "no-such-dataset" },
    });
    expect(posted.status()).toBe(404);
    expect(await posted.json()).toMatchObject({ _status: "ERR" });
    const put = await request.put(call, { data: {} });
    expect(put.status()).toBe(405);
    expect(put.headers().allow).toBe("GET, HEAD, POST");
  });

  test(`${server}: the portal proxy passes none of this host's cookies or credentials`, async ({
    request,
  }) => {
    const portal = await firstProxiedPortal(request);
    const echo = `${portal.api}/request`;
    // The echo shows what reaches it: asked directly, the portal sees all three.
    const direct = await (
      await request.get(`${portal.origin}${echo}`, { headers: CREDENTIALS })
    ).json();
    expect(direct.headers).toMatchObject(PRESENT);
    expect(JSON.stringify(direct)).not.toContain("secret");
    const proxied = await request.get(`${portal.root}${echo}?through=proxy`, {
      headers: CREDENTIALS,
    });
    expect(proxied.status()).toBe(200);
    const seen = await proxied.json();
    expect(seen).toMatchObject({ method: "GET", path: echo, query: "?through=proxy" });
    expect(Object.keys(seen.headers)).not.toContain("cookie");
    expect(Object.keys(seen.headers)).not.toContain("authorization");
    expect(Object.keys(seen.headers)).not.toContain("proxy-authorization");
  });

  test(`${server}: the portal proxy drops the same request headers and adds none`, async ({
    request,
    baseURL,
  }) => {
    const portal = await firstProxiedPortal(request);
    const sent = {
      ...Object.fromEntries(
        DROPPED_REQUEST_HEADERS.map((name) => [name, "http://reader.example/"]),
      ),
      "x-kept": "yes",
    };
    const answer = await rawRequest(
      baseURL ?? "",
      "GET",
      `${portal.root}${portal.api}/request`,
      sent,
    );
    expect(answer.status).toBe(200);
    const names = Object.keys(JSON.parse(answer.text).headers).sort();
    // Host is the portal's; Connection is each hop's own (nginx says close, Node keep-alive).
    expect(names.filter((name) => name !== "connection")).toEqual(["host", "x-kept"]);
  });

  test(`${server}: the portal proxy posts only to the call's exact path, and refuses in JSON`, async ({
    request,
    baseURL,
  }) => {
    const base = baseURL ?? "";
    const portal = await firstProxiedPortal(request);
    for (const path of proxyLookalikes(portal.api)) {
      const refused = await rawRequest(base, "POST", `${portal.root}${path}`, {}, "{}");
      expect(refused.status, path).toBe(405);
      expect(refused.headers.allow, path).toBe("GET, HEAD");
      expect(refused.headers["content-type"], path).toBe("application/json; charset=utf-8");
      expect(JSON.parse(refused.text), path).toEqual({
        _status: "ERR",
        _error: { code: 405, message: methodRefusedMessage("POST", portal.id, "GET, HEAD") },
      });
    }
    const large = await rawRequest(
      base,
      "POST",
      `${portal.root}${portal.api}/proxy`,
      { "content-type": "application/json" },
      "x".repeat(LIMIT + 1),
    );
    expect(large.status).toBe(413);
    expect(JSON.parse(large.text)).toEqual({
      _status: "ERR",
      _error: { code: 413, message: TOO_LARGE_MESSAGE },
    });
  });

  test(`${server}: the portal proxy takes a body of 64 KB and refuses a larger one`, async ({
    request,
  }) => {
    const portal = await firstProxiedPortal(request);
    const call = `${portal.root}${portal.api}/proxy`;
    const headers = { "content-type": "application/json" };
    // 64 KB reach the portal, which says the body is not a proxy call.
    const atLimit = await request.post(call, { headers, data: Buffer.alloc(LIMIT, "x") });
    expect(atLimit.status()).toBe(400);
    expect(JSON.stringify(await atLimit.json())).toContain("not valid JSON");
    const over = await request.post(call, { headers, data: Buffer.alloc(65 * 1024, "x") });
    expect(over.status()).toBe(413);
  });
}
