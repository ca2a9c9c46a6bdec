export type SortKey = "relevance" | "updated" | "created" | "name" | "name-desc";
/** Within the last 7 days, 30 days, 12 months; or more than 12 months ago; or never dated. */
export type UpdatedWithin = "" | "7d" | "30d" | "12m" | "over-12m" | "unknown";
/** "none": only datasets whose description has nothing to read. */
export type DescribedFilter = "" | "none";
/** "none": only datasets whose page lists no file (known once the health page read them). */
export type FilesFilter = "" | "none";

/** A facet value; `key` is what the URL holds ("" when the portal gave none). */
export interface FacetValue {
  readonly key: string;
  readonly label: string;
}

/** Since the reader's last visit: new datasets, changed ones, or both. */
export type ChangeFilter = "" | "new" | "changed" | "any";

/** Everything the catalog shows is here, and all of it lives in the query string. */
export interface CatalogState {
  readonly q: string;
  readonly orgs: readonly string[];
  readonly cats: readonly string[];
  /** Across portals: the portals to show (ids); empty means all. */
  readonly portals: readonly string[];
  readonly updatedWithin: UpdatedWithin;
  readonly changes: ChangeFilter;
  readonly described: DescribedFilter;
  /**
   * File formats (upper-case, as the format badge shows them; "" for a file whose format nothing
   * says): datasets with a file of any. Known only for portals whose every dataset was read on
   * their health page, as `files` is.
   */
  readonly formats: readonly string[];
  readonly files: FilesFilter;
  /** As chosen; "" means the default (relevance when searching, else recently updated). */
  readonly sort: SortKey | "";
  readonly page: number;
}

const SORTS: readonly SortKey[] = ["relevance", "updated", "created", "name", "name-desc"];
const WITHIN: readonly UpdatedWithin[] = ["7d", "30d", "12m", "over-12m", "unknown"];
const CHANGES: readonly ChangeFilter[] = ["new", "changed", "any"];

function oneOf<T extends string>(values: readonly T[], raw: string | null): T | undefined {
  return values.find((value) => value === raw);
}

export function parseCatalogState(params: URLSearchParams): CatalogState {
  const page = Number(params.get("page"));
  return {
    q: params.get("q") ?? "",
    orgs: params.getAll("org"),
    cats: params.getAll("cat"),
    portals: params.getAll("portal"),
    updatedWithin: oneOf(WITHIN, params.get("updated")) ?? "",
    changes: oneOf(CHANGES, params.get("changes")) ?? "",
    described: params.get("description") === "none" ? "none" : "",
    formats: params.getAll("format").map((format) => format.trim().toUpperCase()),
    files: params.get("files") === "none" ? "none" : "",
    sort: oneOf(SORTS, params.get("sort")) ?? "",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** Defaults are left out, so a plain catalog has a plain URL. */
export function catalogStateToParams(state: CatalogState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q !== "") params.set("q", state.q);
  for (const org of state.orgs) params.append("org", org);
  for (const cat of state.cats) params.append("cat", cat);
  for (const portal of state.portals) params.append("portal", portal);
  if (state.updatedWithin !== "") params.set("updated", state.updatedWithin);
  if (state.changes !== "") params.set("changes", state.changes);
  if (state.described !== "") params.set("description", state.described);
  for (const format of state.formats) params.append("format", format);
  if (state.files !== "") params.set("files", state.files);
  if (state.sort !== "") params.set("sort", state.sort);
  if (state.page > 1) params.set("page", String(state.page));
  return params;
}

/** The sort in effect: relevance only means something while searching. */
export function effectiveSort(state: Pick<CatalogState, "q" | "sort">): SortKey {
  const searching = state.q.trim() !== "";
  if (state.sort === "" || (state.sort === "relevance" && !searching)) {
    return searching ? "relevance" : "updated";
  }
  return state.sort;
}

export const EMPTY_FILTERS = {
  q: "",
  orgs: [],
  cats: [],
  portals: [],
  updatedWithin: "",
  changes: "",
  described: "",
  formats: [],
  files: "",
  page: 1,
} as const;
