import type { Catalog } from "./catalog.ts";
import { createHostilePortal } from "./hostile/hostile-portal.ts";

export type PortalHandler = (request: Request) => Promise<Response>;

const SCENARIOS = ["normal", "hostile"] as const;
export type Scenario = (typeof SCENARIOS)[number];

export function isScenario(value: unknown): value is Scenario {
  return typeof value === "string" && SCENARIOS.some((scenario) => scenario === value);
}

export interface ScenarioContext {
  readonly catalog: Catalog;
  /** The well-behaved portal; a scenario wraps it, changes some answers and passes the rest on. */
  readonly normal: PortalHandler;
}

/**
 * The seam for misbehaving portals. "hostile" (demo-portal/hostile/) answers the list, and the
 * details and proxy calls of its own datasets, from the worst of API-REALITY.md plus attacks, and
 * passes everything else on to the normal portal.
 */
const BUILDERS: Record<Scenario, (context: ScenarioContext) => PortalHandler> = {
  normal: (context) => context.normal,
  hostile: (context) => createHostilePortal(context.normal),
};

export function applyScenario(scenario: Scenario, context: ScenarioContext): PortalHandler {
  return BUILDERS[scenario](context);
}
