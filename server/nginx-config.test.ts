// @vitest-environment node

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxExecutable } from "../e2e/support/nginx.mjs";
import { proxyLookalikes, rawRequest as raw } from "../e2e/support/raw-request.ts";
import { nginxServerBlock, nginxStandaloneConfig } from "./nginx-config.ts";
import {
  DROPPED_REQUEST_HEADERS,
  methodRefusedMessage,
  TOO_LARGE_MESSAGE,
} from "./portal-proxy.ts";

const PORTALS = [
  { id: "city", name: "City", api: "/api" },
  { id: "state", name: "State", api: "https://data.state.example/prefix/api" },
];

describe("the generated nginx proxy rules", () => {
  it("let POST through to each proxied portal's API proxy alone, under its own prefix", () => {
    const block = nginxServerBlock({ root: "/srv/dist", listen: "8080", portals: PORTALS });
    expect(block).toContain('"~^POST /portals/state/prefix/api/proxy(\\\\?|$)" 0;');
    expect(block).toContain('"~^405 /portals/state/prefix/api/proxy(\\\\?|$)" "GET, HEAD, POST";');
    expect(block).toContain('"~^405 /portals/(state)/" "GET, HEAD";');
    expect(block).toContain("client_max_body_size 64k;");
    for (const header of ["Cookie", "Authorization", "Proxy-Authorization", "Origin", "Referer"]) {
      expect(block).toContain(`proxy_set_header ${header} "";`);
    }
    // A portal needs no reader's address, and the dev server sends none.
    expect(block).not.toContain("X-Forwarded");
  });

  it("need no method rules where no portal is proxied", () => {
    const block = nginxServerBlock({
      root: "/srv/dist",
      listen: "8080",
      portals: PORTALS.slice(0, 1),
    });
    expect(block).not.toContain("$explorer_proxy_refused");
    expect(block).not.toContain("add_header Allow");
  });
});

// The e2e production project runs the demo portals at /api; here a portal under a path prefix,
// behind a real nginx. `npm test` installs nginx before the unit tests run.
const nginx = nginxExecutable();

describe.skipIf(nginx === undefined)("nginx in front of a portal under a path prefix", () => {
  const seen: { method: string; url: string; headers: Record<string, unknown> }[] = [];
  let upstream: Server;
  let child: ChildProcess;
  let prefix = "";
  let base = "";

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      seen.push({ method: request.method ?? "", url: request.url ?? "", headers: request.headers });
      request.resume();
      request.on("end", () => response.end("{}"));
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const portalPort = (upstream.address() as AddressInfo).port;
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, "127.0.0.1", resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    prefix = mkdtempSync(join(tmpdir(), "explorer-nginx-unit-"));
    for (const dir of ["html", "body", "proxy", "fastcgi", "uwsgi", "scgi"]) {
      mkdirSync(join(prefix, dir));
    }
    writeFileSync(join(prefix, "html/index.html"), "<!doctype html><title>x</title>");
    const conf = join(prefix, "nginx.conf");
    writeFileSync(
      conf,
      nginxStandaloneConfig({
        root: join(prefix, "html"),
        listen: `127.0.0.1:${port}`,
        portals: [{ id: "state", name: "State", api: `http://127.0.0.1:${portalPort}/prefix/api` }],
        prefix,
        user: process.getuid?.() === 0 ? "root" : undefined,
      }),
    );
    const checked = spawnSync(nginx ?? "", ["-t", "-q", "-e", "stderr", "-p", prefix, "-c", conf], {
      encoding: "utf8",
    });
    expect(checked.stderr).toBe("");
    child = spawn(nginx ?? "", ["-e", "stderr", "-p", prefix, "-c", conf], { stdio: "ignore" });
    base = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries++) {
      try {
        await fetch(`${base}/index.html`);
        break;
      } catch (error) {
        if (tries > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }, 20_000);

  afterAll(async () => {
    child?.kill("SIGQUIT");
    await new Promise((resolve) => upstream?.close(resolve));
    if (prefix) rmSync(prefix, { recursive: true, force: true });
  });

  it("posts to /prefix/api/proxy and refuses a POST on the unprefixed path", async () => {
    const posted = await fetch(`${base}/portals/state/prefix/api/proxy`, {
      method: "POST",
      body: "{}",
    });
    expect(posted.status).toBe(200);
    const elsewhere = await fetch(`${base}/portals/state/api/proxy`, {
      method: "POST",
      body: "{}",
    });
    expect(elsewhere.status).toBe(405);
    expect(elsewhere.headers.get("allow")).toBe("GET, HEAD");
    const put = await fetch(`${base}/portals/state/prefix/api/proxy`, { method: "PUT" });
    expect(put.status).toBe(405);
    expect(put.headers.get("allow")).toBe("GET, HEAD, POST");
    // Only refusals carry Allow.
    const read = await fetch(`${base}/portals/state/prefix/api/resources/`);
    expect(read.status).toBe(200);
    expect(read.headers.get("allow")).toBeNull();
    expect(seen.map(({ method, url }) => ({ method, url }))).toEqual([
      { method: "POST", url: "/prefix/api/proxy" },
      { method: "GET", url: "/prefix/api/resources/" },
    ]);
  });

  it("posts only to the proxy call's exact path: no other case, escapes, slashes or dots", async () => {
    const before = seen.length;
    for (const path of proxyLookalikes("/prefix/api")) {
      const refused = await raw(base, "POST", `/portals/state${path}`, {}, "{}");
      expect(refused.status, path).toBe(405);
      expect(refused.headers.allow, path).toBe("GET, HEAD");
    }
    const query = await raw(base, "POST", "/portals/state/prefix/api/proxy?x=1", {}, "{}");
    expect(query.status).toBe(200);
    expect(seen.slice(before).map(({ url }) => url)).toEqual(["/prefix/api/proxy?x=1"]);
  });

  it("refuses with the dev server's JSON, Allow and security headers", async () => {
    const put = await raw(base, "PUT", "/portals/state/prefix/api/proxy.csv");
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD");
    expect(put.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(put.headers["x-content-type-options"]).toBe("nosniff");
    expect(JSON.parse(put.text)).toEqual({
      _status: "ERR",
      _error: { code: 405, message: methodRefusedMessage("PUT", "state", "GET, HEAD") },
    });
    const call = await raw(base, "DELETE", "/portals/state/prefix/api/proxy");
    expect(call.headers.allow).toBe("GET, HEAD, POST");
    expect(JSON.parse(call.text)._error.message).toBe(
      methodRefusedMessage("DELETE", "state", "GET, HEAD, POST"),
    );
    const large = await raw(
      base,
      "POST",
      "/portals/state/prefix/api/proxy",
      {},
      "x".repeat(65 * 1024),
    );
    expect(large.status).toBe(413);
    expect(large.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(large.text)).toEqual({
      _status: "ERR",
      _error: { code: 413, message: TOO_LARGE_MESSAGE },
    });
  });

  it("passes none of the dropped headers and adds no X-Forwarded header", async () => {
    const sent = Object.fromEntries(
      DROPPED_REQUEST_HEADERS.map((name) => [name, "from-the-reader"]),
    );
    const before = seen.length;
    const read = await raw(base, "GET", "/portals/state/prefix/api/resources/", {
      ...sent,
      "x-kept": "yes",
    });
    expect(read.status).toBe(200);
    const headers = seen[before]?.headers ?? {};
    expect(headers["x-kept"]).toBe("yes");
    for (const name of DROPPED_REQUEST_HEADERS)
      expect(headers, name).not.toHaveProperty(name.toLowerCase());
    expect(Object.keys(headers).filter((name) => name.startsWith("x-forwarded"))).toEqual([]);
  });
});
