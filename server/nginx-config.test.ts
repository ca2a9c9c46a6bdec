// @vitest-environment node

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxExecutable } from "../e2e/support/nginx.mjs";
import { nginxServerBlock, nginxStandaloneConfig } from "./nginx-config.ts";

const PORTALS = [
  { id: "city", name: "City", api: "/api" },
  { id: "state", name: "State", api: "https://data.state.example/prefix/api" },
];

describe("the generated nginx proxy rules", () => {
  it("let POST through to each proxied portal's API proxy alone, under its own prefix", () => {
    const block = nginxServerBlock({ root: "/srv/dist", listen: "8080", portals: PORTALS });
    expect(block).toContain('"POST /portals/state/prefix/api/proxy" 0;');
    expect(block).toContain('"405 /portals/state/prefix/api/proxy" "GET, HEAD, POST";');
    expect(block).toContain('"~^405 /portals/(state)/" "GET, HEAD";');
    expect(block).toContain("client_max_body_size 64k;");
    for (const header of ["Cookie", "Authorization", "Proxy-Authorization"]) {
      expect(block).toContain(`proxy_set_header ${header} "";`);
    }
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
  const seen: { method: string; url: string }[] = [];
  let upstream: Server;
  let child: ChildProcess;
  let prefix = "";
  let base = "";

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      seen.push({ method: request.method ?? "", url: request.url ?? "" });
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
    expect(seen).toEqual([
      { method: "POST", url: "/prefix/api/proxy" },
      { method: "GET", url: "/prefix/api/resources/" },
    ]);
  });
});
