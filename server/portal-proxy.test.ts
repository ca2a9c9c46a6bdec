// @vitest-environment node

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoPortal } from "../demo-portal/handler.ts";
import { toNodeListener } from "../demo-portal/node-adapter.ts";
import { proxyLookalikes, rawRequest } from "../e2e/support/raw-request.ts";
import {
  allowedMethods,
  DROPPED_REQUEST_HEADERS,
  mapLocation,
  methodRefusedMessage,
  proxiedPortals,
  TOO_LARGE_MESSAGE,
} from "./portal-proxy.ts";

const CONFIG = fileURLToPath(new URL("../vite.config.ts", import.meta.url));

async function startDev(env: Record<string, string>): Promise<ViteDevServer> {
  const saved = { PORTAL_URL: process.env.PORTAL_URL, PORTALS_FILE: process.env.PORTALS_FILE };
  delete process.env.PORTAL_URL;
  delete process.env.PORTALS_FILE;
  Object.assign(process.env, env);
  try {
    const dev = await createViteServer({
      configFile: CONFIG,
      logLevel: "silent",
      server: { port: 0, host: "127.0.0.1" },
    });
    await dev.listen();
    return dev;
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

// A real deployment under a path prefix: a demo portal on its own port, mounted under /prefix.
describe("the dev server's portal proxy", () => {
  const portal = createDemoPortal({ datasets: 20 });
  let upstream: Server;
  let upstreamApi = "";
  let dev: ViteDevServer;
  let devUrl = "";
  const seenUpstream: {
    url: string;
    method: string;
    host: string;
    cookie: string | undefined;
    authorization: string | undefined;
    proxyAuthorization: string | undefined;
    headers: Record<string, unknown>;
  }[] = [];

  beforeAll(async () => {
    const listener = toNodeListener(portal);
    upstream = createHttpServer((request, response) => {
      seenUpstream.push({
        url: request.url ?? "",
        method: request.method ?? "",
        host: request.headers.host ?? "",
        cookie: request.headers.cookie,
        authorization: request.headers.authorization,
        proxyAuthorization: request.headers["proxy-authorization"],
        headers: request.headers,
      });
      request.url = (request.url ?? "").replace(/^\/prefix/, "");
      void listener(request, response);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const { port } = upstream.address() as AddressInfo;
    upstreamApi = `http://127.0.0.1:${port}/prefix/api`;
    dev = await startDev({ PORTAL_URL: upstreamApi, PORTAL_NAME: "Test portal" });
    devUrl = dev.resolvedUrls?.local[0] ?? "";
  }, 30_000);

  afterAll(async () => {
    delete process.env.PORTAL_NAME;
    await dev?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it("tells the browser its portals in /portals.json, never cached", async () => {
    const response = await fetch(new URL("portals.json", devUrl));
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(await response.json()).toEqual([
      { id: "portal", name: "Test portal", api: upstreamApi },
    ]);
  });

  it("passes /portals/<id>/ to the portal's origin, keeping its path prefix", async () => {
    const response = await fetch(new URL("portals/portal/prefix/api/resources/", devUrl), {
      headers: { cookie: "explorer-session=secret" },
    });
    expect(response.status).toBe(200);
    const direct = await portal(new Request("http://portal/api/resources/"));
    expect(await response.text()).toBe(await direct.text());
    const seen = seenUpstream.find((request) => request.url === "/prefix/api/resources/");
    expect(seen?.host).toBe(new URL(upstreamApi).host);
    // The explorer's own cookies are not the portal's business.
    expect(seen?.cookie).toBeUndefined();
  });

  it("passes the proxy's POST body and the portal's errors through unchanged", async () => {
    const response = await fetch(new URL("portals/portal/prefix/api/proxy", devUrl), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "fetch", type: "api", value: "no-such-dataset" }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ _status: "ERR" });
  });

  it("passes GET and HEAD anywhere, POST only to the API's proxy, and nothing else", async () => {
    const before = seenUpstream.length;
    const at = (path: string) => new URL(`portals/portal${path}`, devUrl);
    const head = await fetch(at("/prefix/api/resources/"), { method: "HEAD" });
    expect(head.status).toBe(200);
    for (const method of ["PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const refused = await fetch(at("/prefix/api/resources/"), { method, body: null });
      expect(refused.status, method).toBe(405);
      expect(refused.headers.get("allow"), method).toBe("GET, HEAD");
      expect((await refused.json())._error.message).toContain(`Method ${method} is not passed`);
    }
    // The portal itself would take these; its proxy path is the only one the explorer posts to.
    for (const path of ["/prefix/api/resources/", "/api/proxy", "/prefix/api/proxy/"]) {
      const refused = await fetch(at(path), { method: "POST", body: "{}" });
      expect(refused.status, path).toBe(405);
      expect(refused.headers.get("allow"), path).toBe("GET, HEAD");
    }
    const put = await fetch(at("/prefix/api/proxy"), { method: "PUT", body: "{}" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(seenUpstream.slice(before).map((request) => request.method)).toEqual(["HEAD"]);
  });

  it("never passes this host's cookies or credentials to a portal", async () => {
    const before = seenUpstream.length;
    const credentials = {
      cookie: "explorer_kept=yes; session=secret",
      authorization: "Bearer secret",
      "proxy-authorization": "Basic c2VjcmV0",
    };
    await fetch(new URL("portals/portal/prefix/api/", devUrl), { headers: credentials });
    await fetch(new URL("portals/portal/prefix/api/proxy", devUrl), {
      method: "POST",
      headers: { ...credentials, "content-type": "application/json" },
      body: JSON.stringify({ action: "fetch", type: "api", value: "no-such-dataset" }),
    });
    const seen = seenUpstream.slice(before);
    expect(seen.map((request) => request.url)).toEqual(["/prefix/api/", "/prefix/api/proxy"]);
    for (const request of seen) {
      expect(request.cookie).toBeUndefined();
      expect(request.authorization).toBeUndefined();
      expect(request.proxyAuthorization).toBeUndefined();
    }
  });

  it("posts only to the proxy call's exact path: no other case, escapes, slashes or dots", async () => {
    const before = seenUpstream.length;
    for (const path of proxyLookalikes("/prefix/api")) {
      const refused = await rawRequest(devUrl, "POST", `/portals/portal${path}`, {}, "{}");
      expect(refused.status, path).toBe(405);
      expect(refused.headers.allow, path).toBe("GET, HEAD");
    }
    expect(seenUpstream.length).toBe(before);
  });

  it("refuses with JSON that names the method, the portal and what is allowed", async () => {
    const put = await rawRequest(devUrl, "PUT", "/portals/portal/prefix/api/proxy");
    expect(put.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(put.text)).toEqual({
      _status: "ERR",
      _error: { code: 405, message: methodRefusedMessage("PUT", "portal", "GET, HEAD, POST") },
    });
    const large = await rawRequest(
      devUrl,
      "POST",
      "/portals/portal/prefix/api/proxy",
      {},
      "x".repeat(65 * 1024),
    );
    expect(JSON.parse(large.text)).toEqual({
      _status: "ERR",
      _error: { code: 413, message: TOO_LARGE_MESSAGE },
    });
  });

  it("drops the same request headers as nginx and adds none", async () => {
    const before = seenUpstream.length;
    const sent = Object.fromEntries(
      DROPPED_REQUEST_HEADERS.map((name) => [name, "from-the-reader"]),
    );
    await rawRequest(devUrl, "GET", "/portals/portal/prefix/api/", { ...sent, "x-kept": "yes" });
    const headers = seenUpstream[before]?.headers ?? {};
    expect(headers["x-kept"]).toBe("yes");
    for (const name of DROPPED_REQUEST_HEADERS) {
      expect(headers, name).not.toHaveProperty(name.toLowerCase());
    }
    expect(Object.keys(headers).filter((name) => name.startsWith("x-forwarded"))).toEqual([]);
  });

  it("answers only hosts Vite allows: its DNS-rebinding guard comes before the proxy", async () => {
    const before = seenUpstream.length;
    const rebound = await rawRequest(devUrl, "GET", "/portals/portal/prefix/api/", {
      host: "attacker.example",
    });
    expect(rebound.status).toBe(403);
    const preflight = await rawRequest(devUrl, "OPTIONS", "/portals/portal/prefix/api/", {
      host: "attacker.example",
    });
    expect(preflight.status).toBe(403);
    expect(seenUpstream.length).toBe(before);
    // From an allowed host, OPTIONS is the proxy's to refuse, not Vite's CORS to answer.
    const options = await rawRequest(devUrl, "OPTIONS", "/portals/portal/prefix/api/");
    expect(options.status).toBe(405);
  });

  it("passes a body of 64 KB and refuses a larger one with 413, declared or chunked", async () => {
    const before = seenUpstream.length;
    const at = new URL("portals/portal/prefix/api/proxy", devUrl);
    const limit = 64 * 1024;
    const atLimit = await fetch(at, { method: "POST", body: "x".repeat(limit) });
    // The portal read it whole and said what was wrong with it.
    expect(atLimit.status).toBe(400);
    const declared = await fetch(at, { method: "POST", body: "x".repeat(limit + 1) });
    expect(declared.status).toBe(413);
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let sent = 0; sent <= limit; sent += 16 * 1024) {
          controller.enqueue(new Uint8Array(16 * 1024).fill(120));
        }
        controller.close();
      },
    });
    const chunked = await fetch(at, {
      method: "POST",
      body: chunks,
      duplex: "half",
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(seenUpstream.slice(before).map((request) => request.method)).toEqual(["POST"]);
  });

  it("never leaves the portal's host, whatever the path", async () => {
    const before = seenUpstream.length;
    const response = await fetch(new URL("portals/portal//127.0.0.2:1/prefix/api/", devUrl));
    expect(response.status).toBe(404);
    expect(seenUpstream.slice(before).map((request) => request.url)).toEqual([
      "//127.0.0.2:1/prefix/api/",
    ]);
  });

  it("leaves other paths and unknown portals alone", async () => {
    const response = await fetch(new URL("portals/nobody/api/resources/", devUrl));
    expect(response.headers.get("content-type")).toContain("text/html");
  });
});

describe("a portal that cannot be reached", () => {
  it("is a 502 that names the portal", async () => {
    const dir = mkdtempSync(join(tmpdir(), "portals-"));
    const file = join(dir, "portals.json");
    writeFileSync(
      file,
      JSON.stringify([{ id: "gone", name: "Gone", api: "http://127.0.0.1:9/api" }]),
    );
    const dev = await startDev({ PORTALS_FILE: file });
    try {
      const url = new URL("portals/gone/api/resources/", dev.resolvedUrls?.local[0] ?? "");
      const response = await fetch(url);
      expect(response.status).toBe(502);
      expect((await response.json())._error.message).toContain('Portal "gone"');
    } finally {
      await dev.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("a bad portals file", () => {
  it("stops the server with the entry and the problem", async () => {
    const dir = mkdtempSync(join(tmpdir(), "portals-"));
    const file = join(dir, "portals.json");
    writeFileSync(
      file,
      JSON.stringify([
        { id: "ok", name: "Ok", api: "https://a.example/api" },
        { id: "Bad Id", name: "X", api: "https://b.example/api" },
      ]),
    );
    await expect(startDev({ PORTALS_FILE: file })).rejects.toThrow(/entry 2 \("Bad Id"\): "id"/);
    rmSync(dir, { recursive: true, force: true });
  }, 30_000);
});

describe("proxiedPortals", () => {
  it("allows POST on the path of each portal's API proxy, under any prefix", () => {
    const [prefixed, plain] = proxiedPortals([
      { id: "a", name: "A", api: "https://a.example/prefix/api" },
      { id: "b", name: "B", api: "http://b.example:8080/api" },
      { id: "c", name: "C", api: "/api" },
    ]);
    expect(prefixed?.proxyCallPath).toBe("/prefix/api/proxy");
    expect(plain?.upstream.origin).toBe("http://b.example:8080");
    if (prefixed === undefined) throw new Error("a portal");
    expect(allowedMethods(prefixed, "/prefix/api/proxy")).toEqual(["GET", "HEAD", "POST"]);
    expect(allowedMethods(prefixed, "/api/proxy")).toEqual(["GET", "HEAD"]);
    expect(allowedMethods(prefixed, "/prefix/api/resources/")).toEqual(["GET", "HEAD"]);
  });
});

describe("mapLocation", () => {
  const portal = {
    id: "rs",
    name: "RS",
    api: "https://data.example.rs/api",
    upstream: new URL("https://data.example.rs"),
    proxyCallPath: "/api/proxy",
  };
  it("keeps a redirect on the portal under the portal's prefix", () => {
    expect(mapLocation("/api/resources/", portal)).toBe("/portals/rs/api/resources/");
    expect(mapLocation("https://data.example.rs/api/resources/?page=2", portal)).toBe(
      "/portals/rs/api/resources/?page=2",
    );
    expect(mapLocation("https://elsewhere.example/x", portal)).toBe("https://elsewhere.example/x");
    expect(mapLocation("//evil.example/x", portal)).toBe("//evil.example/x");
  });
});
