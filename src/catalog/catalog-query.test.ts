import { describe, expect, it } from "vitest";
import type { DatasetSummary } from "../api/types.ts";
import { buildCatalogIndex } from "./catalog-index.ts";
import { type CatalogQuery, queryCatalog, queryTokens } from "./catalog-query.ts";
import { holdSummaries } from "./held-summaries.ts";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 0, 31);

function dataset(
  name: string,
  extra: Partial<Omit<DatasetSummary, "updated" | "created">> & {
    updatedDaysAgo?: number | null;
    createdDaysAgo?: number | null;
  } = {},
): DatasetSummary {
  const { updatedDaysAgo = 100, createdDaysAgo = 400, ...rest } = extra;
  const date = (days: number | null) => ({
    raw: days,
    ms: days === null ? null : NOW - days * DAY,
  });
  return {
    slug: name.toLowerCase().replaceAll(" ", "-"),
    name,
    description: "",
    ownerName: "Grad Zagreb",
    categoryName: "Turizam",
    updated: date(updatedDaysAgo),
    created: date(createdDaysAgo),
    ...rest,
  };
}

const catalog: DatasetSummary[] = [
  dataset("Čistoća — odvoz otpada", { updatedDaysAgo: 3, categoryName: "Komunalne usluge" }),
  dataset("Буџет града Београда", {
    ownerName: "Град Београд",
    categoryName: "Javne finansije",
    updatedDaysAgo: 20,
  }),
  dataset("Transport public București", {
    ownerName: "Primăria Municipiului București",
    updatedDaysAgo: null,
  }),
  dataset("Parks", {
    description: "<p>Green areas of <b>Beograd</b> and budget notes</p>",
    ownerName: null,
    updatedDaysAgo: 200,
  }),
  dataset("Budget of Zagreb", {
    categoryName: "Javne finansije",
    updatedDaysAgo: 40,
    createdDaysAgo: 41,
  }),
  dataset("Đačke ekskurzije", { updatedDaysAgo: 5, createdDaysAgo: 10 }),
];

const base: CatalogQuery = { q: "", orgs: [], cats: [], updatedWithin: "", sort: "relevance" };
const namesOf = (ids: Int32Array) => Array.from(ids, (id) => catalog[id]?.name);
const names = (query: Partial<CatalogQuery>) =>
  namesOf(queryCatalog(buildCatalogIndex(holdSummaries(catalog)), { ...base, ...query }, NOW).ids);

describe("search", () => {
  it("ignores case and diacritics", () => {
    expect(names({ q: "cistoca" })).toEqual(["Čistoća — odvoz otpada"]);
    expect(names({ q: "BUCURESTI" })).toEqual(["Transport public București"]);
  });

  it("finds Cyrillic with a Latin query and the reverse", () => {
    expect(names({ q: "beograd" })).toContain("Буџет града Београда");
    expect(names({ q: "Чистоћа" })).toEqual(["Čistoća — odvoz otpada"]);
  });

  it("finds đ typed as dj or d", () => {
    expect(names({ q: "djacke" })).toEqual(["Đačke ekskurzije"]);
    expect(names({ q: "dacke" })).toEqual(["Đačke ekskurzije"]);
  });

  it("searches the organization, category, slug and the description without its markup", () => {
    expect(names({ q: "primaria" })).toEqual(["Transport public București"]);
    expect(names({ q: "komunalne" })).toEqual(["Čistoća — odvoz otpada"]);
    expect(names({ q: "green areas" })).toEqual(["Parks"]);
    expect(names({ q: "strong" })).toEqual([]);
  });

  it("narrows with every word", () => {
    expect(names({ q: "budget" })).toEqual(["Budget of Zagreb", "Parks"]);
    expect(names({ q: "budget zagreb" })).toEqual(["Budget of Zagreb"]);
    expect(names({ q: "budget nowhere" })).toEqual([]);
  });

  it("ranks name matches above description matches", () => {
    expect(names({ q: "beograd" })).toEqual(["Буџет града Београда", "Parks"]);
  });

  it("matches words of one or two letters only where a word starts, longer ones anywhere", () => {
    expect(names({ q: "p" })).toEqual(["Parks", "Transport public București"]);
    expect(names({ q: "pa" })).toEqual(["Parks"]);
    expect(names({ q: "par" })).toEqual(["Parks"]);
    expect(names({ q: "spo" })).toEqual(["Transport public București"]);
    // Typing on from a word-start match must not keep only the word-start matches.
    expect(names({ q: "sp" })).toEqual([]);
    expect(names({ q: "spor" })).toEqual(["Transport public București"]);
    expect(names({ q: "pu bu" })).toEqual(["Transport public București"]);
    expect(names({ q: "bu pu" })).toEqual(["Transport public București"]);
  });

  it("ranks by score, and within a score the most recently updated first", () => {
    // "b" starts a word of three names (newest first, the undated one last of them), and only
    // words of the description of Parks.
    const ranked = names({ q: "b" });
    const nameStarts = ["Буџет града Београда", "Budget of Zagreb", "Transport public București"];
    expect(ranked.slice(0, 3)).toEqual(nameStarts);
    expect(ranked.at(-1)).toBe("Parks");
  });

  it("gives the same answer when a query widens after narrowing", () => {
    expect(names({ q: "budget zagreb" })).toHaveLength(1);
    expect(names({ q: "budget" })).toHaveLength(2);
    expect(names({ q: "b" }).length).toBeGreaterThan(2);
  });

  it("drops words another word contains", () => {
    expect(queryTokens("bud budget  Budžet")).toEqual(["budget", "budzet"]);
  });
});

describe("filters and counts", () => {
  const index = buildCatalogIndex(holdSummaries(catalog));
  const countOf = (values: readonly { label: string }[], counts: Int32Array, label: string) =>
    counts[values.findIndex((value) => value.label === label)];

  it("filters by organization and category, counting each value given the other filters", () => {
    const answer = queryCatalog(index, { ...base, cats: ["Javne finansije"] }, NOW);
    expect(namesOf(answer.ids)).toEqual(["Буџет града Београда", "Budget of Zagreb"]);
    expect(countOf(index.categories, answer.catCounts, "Turizam")).toBe(3);
    expect(countOf(index.organizations, answer.orgCounts, "Grad Zagreb")).toBe(1);
    expect(countOf(index.organizations, answer.orgCounts, "No organization")).toBe(0);
  });

  it("combines values of one group with or, and groups with and", () => {
    const answer = queryCatalog(
      index,
      { ...base, orgs: ["Grad Zagreb", "Град Београд"], cats: ["Turizam"] },
      NOW,
    );
    expect(namesOf(answer.ids)).toEqual(["Đačke ekskurzije"]);
  });

  it("counts within the search", () => {
    const answer = queryCatalog(index, { ...base, q: "budget" }, NOW);
    expect(countOf(index.organizations, answer.orgCounts, "Grad Zagreb")).toBe(1);
    expect(countOf(index.organizations, answer.orgCounts, "No organization")).toBe(1);
  });

  it("keeps only datasets updated within the period, never undated ones", () => {
    expect(names({ updatedWithin: "7d", sort: "updated" })).toEqual([
      "Čistoća — odvoz otpada",
      "Đačke ekskurzije",
    ]);
    expect(names({ updatedWithin: "30d", sort: "updated" })).toHaveLength(3);
    expect(names({ updatedWithin: "12m", sort: "updated" })).toHaveLength(5);
  });
});

describe("sort", () => {
  it("puts recently updated first and undated last", () => {
    const sorted = names({ sort: "updated" });
    expect(sorted[0]).toBe("Čistoća — odvoz otpada");
    expect(sorted.at(-1)).toBe("Transport public București");
  });

  it("sorts by creation date", () => {
    expect(names({ sort: "created" }).slice(0, 2)).toEqual([
      "Đačke ekskurzije",
      "Budget of Zagreb",
    ]);
  });

  it("sorts names with the locale's collation, both ways", () => {
    const az = names({ sort: "name" });
    expect(az.indexOf("Čistoća — odvoz otpada")).toBeLessThan(az.indexOf("Parks"));
    expect(az[0]).toBe("Budget of Zagreb");
    expect(names({ sort: "name-desc" })).toEqual([...az].reverse());
  });
});

describe("a page's worth", () => {
  it("orders only up to the matches asked for, with the counts and total of every match", () => {
    const index = buildCatalogIndex(holdSummaries(catalog));
    for (const sort of ["relevance", "updated", "created", "name", "name-desc"] as const) {
      for (const q of ["", "b", "budget", "grad", "zzz"]) {
        const whole = queryCatalog(index, { ...base, q, sort }, NOW);
        for (const upTo of [0, 1, 2, 3, 100]) {
          const part = queryCatalog(index, { ...base, q, sort, upTo }, NOW);
          expect(Array.from(part.ids)).toEqual(Array.from(whole.ids.subarray(0, upTo)));
          expect(part.total).toBe(whole.ids.length);
          expect(Array.from(part.orgCounts)).toEqual(Array.from(whole.orgCounts));
          expect(Array.from(part.catCounts)).toEqual(Array.from(whole.catCounts));
          expect(Array.from(part.portalCounts)).toEqual(Array.from(whole.portalCounts));
        }
      }
    }
  });
});

describe("a catalog across portals", () => {
  const city = [dataset("Budget 2024", { slug: "budget" }), dataset("Parks", { slug: "parks" })];
  const state = [
    dataset("Budget 2024", { slug: "budget", ownerName: "Ministry" }),
    dataset("Census", { slug: "census", ownerName: "Ministry" }),
  ];
  const datasets = [...city, ...state];
  const index = buildCatalogIndex(holdSummaries(datasets), {
    of: ["city", "city", "state", "state"],
    portals: [
      { key: "city", label: "City portal" },
      { key: "state", label: "State portal" },
    ],
  });
  const ask = (query: Partial<CatalogQuery>) =>
    queryCatalog(
      index,
      { q: "", orgs: [], cats: [], updatedWithin: "", sort: "name", ...query },
      NOW,
    );

  it("keeps the same slug of two portals as two results", () => {
    expect(ask({ q: "budget" }).ids).toHaveLength(2);
  });

  it("filters by portal and counts each portal under the other filters", () => {
    const onlyState = ask({ portals: ["state"] });
    expect(Array.from(onlyState.ids, (id) => index.datasets[id]?.name)).toEqual([
      "Budget 2024",
      "Census",
    ]);
    expect(Array.from(onlyState.portalCounts)).toEqual([2, 2]);
    const ministry = ask({ orgs: ["Ministry"] });
    expect(Array.from(ministry.portalCounts)).toEqual([0, 2]);
    // The organization counts follow the portal filter.
    const orgOf = (name: string) => index.organizations.findIndex((org) => org.key === name);
    expect(onlyState.orgCounts[orgOf("Grad Zagreb")]).toBe(0);
    expect(onlyState.orgCounts[orgOf("Ministry")]).toBe(2);
  });
});
