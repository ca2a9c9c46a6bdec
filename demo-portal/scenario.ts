import type { Catalog } from "./catalog.ts";

export type PortalHandler = (request: Request) => Promise<Response>;

export const SCENARIOS = ["normal", "hostile"] as const;
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
 * The seam for misbehaving portals. "hostile" is reserved for a later piece of work (odd envelopes,
 * HTML error pages, BOMs, dangerous links...); until it lands it answers like "normal" so that
 * DEMO_SCENARIO=hostile never breaks a dev server.
 */
const BUILDERS: Record<Scenario, (context: ScenarioContext) => PortalHandler> = {
  normal: (context) => context.normal,
  hostile: (context) => context.normal,
};

export function applyScenario(scenario: Scenario, context: ScenarioContext): PortalHandler {
  return BUILDERS[scenario](context);
}
