import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import Papa from "papaparse";
import type { ProxyAnswer } from "../../api/types.ts";
import { isRecord } from "../../lib/is-record.ts";
import { detectJsonShape, type GeoFeature } from "../../lib/json-shape.ts";
import { geometryType } from "../../lib/proxy-geo.ts";
import { inferColumns, type TableColumn, type TableRow } from "../../lib/table-columns.ts";

/** How one proxy answer can be looked at, decided once per answer. */

const PROXY_VIEWS = ["table", "columns", "chart", "tree", "raw"] as const;
export type ProxyView = (typeof PROXY_VIEWS)[number];

export const PROXY_VIEW_LABELS: Readonly<Record<ProxyView, MessageDescriptor>> = {
  table: msg`Table`,
  columns: msg`Columns`,
  chart: msg`Chart`,
  tree: msg`Tree`,
  raw: msg`Raw`,
};

export interface AnswerTable {
  /** What a row is, for the table's caption: "Records", "CSV rows", "Feature properties". */
  readonly label: MessageDescriptor;
  readonly rows: readonly TableRow[];
  readonly columns: readonly TableColumn[];
}

export interface AnswerModel {
  readonly views: readonly ProxyView[];
  readonly table: AnswerTable | null;
  readonly features: readonly GeoFeature[] | null;
}

const GEOMETRY_COLUMN = "geometry";

function isCsvAnswer(answer: ProxyAnswer): boolean {
  const type = answer.contentType.toLowerCase();
  return answer.kind === "text" && (type.includes("csv") || type.includes("comma-separated"));
}

function parseCsv(text: string): AnswerTable | null {
  const result = Papa.parse<unknown>(text, {
    header: true,
    dynamicTyping: true,
    skipEmptyLines: "greedy",
  });
  const rows = result.data.filter(isRecord);
  if (rows.length === 0) return null;
  const fields = result.meta.fields ?? [];
  const columns = inferColumns(rows).filter(
    (column) => fields.length === 0 || fields.includes(column.key),
  );
  return { label: msg`CSV rows`, rows, columns };
}

function featureTable(features: readonly GeoFeature[]): AnswerTable {
  // The geometry type leads each row, so a property called "geometry" is kept under its own name.
  const rows = features.map((feature) => ({
    ...feature.properties,
    [GEOMETRY_COLUMN]: geometryType(feature),
  }));
  const columns = inferColumns(rows);
  const geometry = columns.filter((column) => column.key === GEOMETRY_COLUMN);
  const rest = columns.filter((column) => column.key !== GEOMETRY_COLUMN);
  return { label: msg`Feature properties`, rows, columns: [...geometry, ...rest] };
}

export function analyzeAnswer(answer: ProxyAnswer): AnswerModel {
  if (answer.kind === "empty") return { views: [], table: null, features: null };
  if (answer.kind === "text") {
    const table = isCsvAnswer(answer) ? parseCsv(answer.text) : null;
    return { views: table ? ["table", "columns", "chart", "raw"] : ["raw"], table, features: null };
  }
  const shape = detectJsonShape(answer.json);
  switch (shape.kind) {
    case "geojson":
      return {
        views: ["table", "columns", "chart", "tree", "raw"],
        table: featureTable(shape.features),
        features: shape.features,
      };
    case "records":
      return {
        views: ["table", "columns", "chart", "tree", "raw"],
        table: {
          label: msg`Records`,
          rows: shape.records,
          columns: inferColumns(shape.records),
        },
        features: null,
      };
    case "other":
      return { views: ["tree", "raw"], table: null, features: null };
  }
}

function isProxyView(value: string | null): value is ProxyView {
  return value !== null && (PROXY_VIEWS as readonly string[]).includes(value);
}

/** The view asked for in the URL when this answer has it, else the first that fits. */
export function chooseView(
  views: readonly ProxyView[],
  requested: string | null,
): ProxyView | null {
  if (isProxyView(requested) && views.includes(requested)) return requested;
  return views[0] ?? null;
}

/** A file name for the answer as received: its extension follows what it is. */
export function answerFileName(slug: string, answer: ProxyAnswer): string {
  const type = answer.contentType.toLowerCase();
  const extension =
    answer.kind === "json"
      ? "json"
      : isCsvAnswer(answer)
        ? "csv"
        : type.includes("xml")
          ? "xml"
          : "txt";
  return `${slug}-api.${extension}`;
}
