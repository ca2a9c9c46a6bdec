import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import {
  type PortalConfig,
  PortalsConfigError,
  parsePortals,
  parsePortalsText,
} from "../src/api/portals-config.ts";

/**
 * The demo portals `npm start` serves when no portal is configured, so the multi-portal explorer
 * is seen out of the box: a city portal that answers a bare array, on the explorer's own host at
 * `/api`, and a national one that pages Eve-style, on a loopback port of its own (its `api` is
 * set when it starts; see server/explorer-plugin.ts).
 */
export const DEMO_PORTALS: readonly PortalConfig[] = [
  { id: "novi-sad", name: "Otvoreni podaci Novog Sada", api: "/api" },
  { id: "srbija", name: "Nacionalni portal otvorenih podataka", api: "http://127.0.0.1/api" },
];

export interface PortalsSource {
  readonly portals: readonly PortalConfig[];
  /** True when nothing was configured and the embedded demo portals answer. */
  readonly demo: boolean;
  /** Where the list came from, for messages: a file path, PORTAL_URL, or the demo. */
  readonly origin: string;
}

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The portals the dev, preview and production set-ups serve: PORTALS_FILE (a JSON array), else
 * PORTAL_URL (one portal, named by PORTAL_NAME), else the demo portals. A bad file or URL throws a
 * PortalsConfigError that names the entry and the problem, so the server stops before it serves.
 */
export function portalsFromEnv(env: Env = process.env, cwd = process.cwd()): PortalsSource {
  const file = env.PORTALS_FILE?.trim();
  if (file) {
    const path = resolve(cwd, file);
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new PortalsConfigError(`PORTALS_FILE ${path} cannot be read: ${reason}`);
    }
    return { portals: parsePortalsText(text, `PORTALS_FILE ${path}`), demo: false, origin: path };
  }
  const url = env.PORTAL_URL?.trim();
  if (url) {
    const name = env.PORTAL_NAME?.trim() || hostOf(url);
    try {
      return {
        portals: parsePortals([{ id: "portal", name, api: url }]),
        demo: false,
        origin: "PORTAL_URL",
      };
    } catch (error) {
      const reason =
        error instanceof Error ? error.message.replace(/^entry 1 \("portal"\): ("api" )?/, "") : "";
      throw new PortalsConfigError(`PORTAL_URL ${reason}`);
    }
  }
  return { portals: DEMO_PORTALS, demo: true, origin: "the embedded demo portals" };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
