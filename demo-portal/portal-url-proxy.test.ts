// @vitest-environment node
import { createServer as createHttpServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createServer as createViteServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDemoPortal } from "./handler.ts";
import { toNodeListener } from "./node-adapter.ts";

// PORTAL_URL=https://host/prefix/api makes the dev server proxy /api there: a second demo portal on
// its own port, mounted under a path prefix, stands in for the real deployment.
describe("PORTAL_URL", () => {
  const portal = createDemoPortal({ datasets: 20 });
  let upstream: Server;
  let dev: ViteDevServer;
  let devUrl = "";
  const seenUpstream: string[] = [];

  beforeAll(async () => {
    const listener = toNodeListener(portal);
    upstream = createHttpServer((request, response) => {
      seenUpstream.push(request.url ?? "");
      // The real deployment lives under /prefix: strip it before the demo portal sees the path.
      request.url = (request.url ?? "").replace(/^\/prefix/, "");
      void listener(request, response);
    });
    await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
    const { port } = upstream.address() as AddressInfo;
    process.env.PORTAL_URL = `http://127.0.0.1:${port}/prefix/api`;
    dev = await createViteServer({
      configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
      logLevel: "silent",
      server: { port: 0, host: "127.0.0.1" },
    });
    await dev.listen();
    devUrl = dev.resolvedUrls?.local[0] ?? "";
  }, 30_000);

  afterAll(async () => {
    delete process.env.PORTAL_URL;
    await dev?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it("proxies /api to the deployment, keeping its path prefix, so the browser stays same-origin", async () => {
    const response = await fetch(new URL("api/resources/", devUrl));
    expect(response.status).toBe(200);
    const direct = await portal(new Request("http://portal/api/resources/"));
    expect(await response.text()).toBe(await direct.text());
    expect(seenUpstream).toContain("/prefix/api/resources/");
  });

  it("passes the proxy's POST body and the deployment's errors through unchanged", async () => {
    const response = await fetch(new URL("api/proxy", devUrl), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "fetch", type: "api", value: "no-such-dataset" }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ _status: "ERR" });
  });
});
