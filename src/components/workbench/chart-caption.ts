import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
/** Who published the data and when it was read, under every chart and in every exported file. */
export interface ChartSource {
  readonly dataset: string;
  /** The portal's name, decided by the route (it becomes a run-time value). */
  readonly portal: string;
  readonly retrieved: Date;
}

export function sourceLine(source: ChartSource, i18n: I18n): string {
  const day = source.retrieved.toISOString().slice(0, 10);
  const { dataset, portal } = source;
  return i18n._(msg`Source: ${dataset} · ${portal} · retrieved ${day}`);
}
