/**
 * The portals file: which portals one build of the explorer serves, chosen at run time. The same
 * reader checks the file where it is configured (PORTALS_FILE for the dev and preview servers, the
 * deploy generator) and where the browser reads it (`/portals.json` beside `index.html`), so a host
 * learns of a mistake before a reader does.
 *
 * [{"id": "novi-sad", "name": "Otvoreni podaci Novog Sada", "api": "https://data.example.rs/api"}]
 *
 * `api` is the portal's public API address. It may also be a path ("/demo/city/api"), for a portal
 * served from the explorer's own host.
 */

import { RESERVED_IDS } from "./portal-paths.ts";

export interface PortalConfig {
  /** URL-safe and unique: it names the portal in the explorer's URLs and in its cache. */
  readonly id: string;
  readonly name: string;
  readonly api: string;
}

export { PORTALS_PATH, proxyRoot } from "./portal-paths.ts";

const ID = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export class PortalsConfigError extends Error {
  override name = "PortalsConfigError";
}

function describe(value: unknown): string {
  if (value === undefined) return "nothing";
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An absolute http(s) URL with no query or fragment, or a path from the explorer's own root. */
function checkApi(api: string): string | null {
  if (api.startsWith("/")) {
    if (api.startsWith("//")) return "must not start with // (write the scheme: https://...)";
    return /[?#\s]/.test(api) ? "must be a plain path, without ? # or spaces" : null;
  }
  let url: URL;
  try {
    url = new URL(api);
  } catch {
    return `must be an http(s) URL such as https://host/api, got ${describe(api)}`;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    return `must be an http(s) URL, got ${describe(api)}`;
  }
  if (url.username || url.password) return "must not carry a user name or password";
  if (url.search || url.hash) return "must not have a query (?) or fragment (#)";
  return null;
}

function readEntry(raw: unknown, index: number, seen: Set<string>): PortalConfig {
  const where = `entry ${index + 1}`;
  if (!isRecord(raw)) {
    throw new PortalsConfigError(
      `${where}: must be an object {id, name, api}, got ${describe(raw)}`,
    );
  }
  const { id, name, api } = raw;
  const named = typeof id === "string" ? `${where} ("${id}")` : where;
  if (typeof id !== "string" || id === "") {
    throw new PortalsConfigError(`${where}: "id" must be a non-empty string, got ${describe(id)}`);
  }
  if (!ID.test(id)) {
    throw new PortalsConfigError(
      `${named}: "id" must be lower-case letters, digits and inner hyphens (a-z, 0-9, -), at most 64`,
    );
  }
  if (RESERVED_IDS.has(id)) {
    throw new PortalsConfigError(
      `${named}: "id" must not be "${id}", which the explorer uses itself`,
    );
  }
  if (seen.has(id)) throw new PortalsConfigError(`${named}: "id" is used by an earlier entry too`);
  if (typeof name !== "string" || name.trim() === "") {
    throw new PortalsConfigError(
      `${named}: "name" must be a non-empty string, got ${describe(name)}`,
    );
  }
  if (typeof api !== "string" || api.trim() === "") {
    throw new PortalsConfigError(
      `${named}: "api" must be a non-empty string, got ${describe(api)}`,
    );
  }
  const problem = checkApi(api.trim());
  if (problem !== null) throw new PortalsConfigError(`${named}: "api" ${problem}`);
  seen.add(id);
  return { id, name: name.trim(), api: api.trim().replace(/\/+$/, "") };
}

/** Reads a parsed portals file; throws PortalsConfigError naming the entry and the problem. */
export function parsePortals(raw: unknown): PortalConfig[] {
  if (!Array.isArray(raw)) {
    throw new PortalsConfigError(
      `the portals file must be a JSON array of {"id", "name", "api"}, got ${describe(raw)}`,
    );
  }
  if (raw.length === 0) throw new PortalsConfigError("the portals file lists no portal");
  const seen = new Set<string>();
  return raw.map((entry, index) => readEntry(entry, index, seen));
}

/** "at position 41" alone is hard to find in a file: add its line and column where JSON has none. */
function withLine(reason: string, text: string): string {
  // V8 quotes the text around the mistake, new lines and all: one line reads better in a log.
  const flat = reason.replace(/\s+/g, " ").trim();
  const position = /at position (\d+)(?! \(line)/.exec(flat)?.[1];
  if (position === undefined) return flat;
  const before = text
    .replace(/^\uFEFF/, "")
    .slice(0, Number(position))
    .split("\n");
  return `${flat} (line ${before.length} column ${(before.at(-1)?.length ?? 0) + 1})`;
}

/** Reads the text of a portals file (JSON); a syntax error names where it is. */
export function parsePortalsText(text: string, source = "the portals file"): PortalConfig[] {
  let raw: unknown;
  try {
    raw = JSON.parse(text.replace(/^\uFEFF/, ""));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PortalsConfigError(`${source} is not valid JSON: ${withLine(reason, text)}`);
  }
  try {
    return parsePortals(raw);
  } catch (error) {
    if (error instanceof PortalsConfigError) {
      throw new PortalsConfigError(`${source}: ${error.message}`);
    }
    throw error;
  }
}
