import { proxyChecks } from "./support/proxy-checks.ts";

// The `chromium` project's server is `vite preview` with the demo portals; the national one is on
// a port of its own, reached through /portals/srbija/. The production project asserts the same on
// nginx.
proxyChecks("vite preview");
